/**
 * The text an error page shows: the message is parsed as JSON and its `errorMsg` used when
 * present, else the raw message.
 * @example errorPageMessage('{"errorMsg":"库存不足"}') // '库存不足'
 */
export function errorPageMessage(message: string | null | undefined): string {
  if (!message) return '';
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed !== null && typeof parsed === 'object' && 'errorMsg' in parsed) {
      const { errorMsg } = parsed;
      if (typeof errorMsg === 'string' && errorMsg !== '') return errorMsg;
    }
  } catch {
    // not JSON: the raw message is shown
  }
  return message;
}

/** Message and stack of anything thrown. */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack ?? '' };
  // JSON.stringify answers undefined for undefined, functions and symbols, whatever its type says.
  const json = JSON.stringify(error) as string | undefined;
  return { message: typeof error === 'string' ? error : (json ?? ''), stack: '' };
}
