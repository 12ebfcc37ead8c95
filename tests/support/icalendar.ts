/* eslint-disable no-control-regex -- control characters are exactly what iCalendar values and parameters may not hold */
// A strict reader of iCalendar objects (RFC 5545) for tests: no parser package is installed, and
// the writer under test must not check itself. It refuses what the RFC forbids instead of
// guessing: bare CR or LF, physical lines over 75 octets, a continuation without its leading
// space, a malformed content line, unbalanced BEGIN/END, and components without their required
// properties (VCALENDAR: PRODID, VERSION; VEVENT: UID, DTSTAMP, DTSTART; display VALARM: ACTION,
// TRIGGER, DESCRIPTION). TEXT values come back unescaped.

/** One property: its name, parameters and raw value (still escaped). */
interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A component with its properties and sub-components. */
export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const encoder = new TextEncoder();

/** Physical lines of a body; throws unless every line ends in CRLF and is at most 75 octets. */
export function physicalLines(body: string): string[] {
  if (!body.endsWith('\r\n')) throw new Error('the object does not end with CRLF');
  const lines = body.slice(0, -2).split('\r\n');
  lines.forEach((line, index) => {
    if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF on line ${String(index + 1)}`);
    const size = encoder.encode(line).length;
    if (size > 75) throw new Error(`line ${String(index + 1)} has ${String(size)} octets`);
  });
  return lines;
}

/** Content lines: each continuation (a physical line starting with a space or tab) joins the one before. */
export function unfoldLines(body: string): string[] {
  const out: string[] = [];
  for (const line of physicalLines(body)) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      const previous = out.pop();
      if (previous === undefined) throw new Error('the object starts with a continuation line');
      out.push(previous + line.slice(1));
    } else out.push(line);
  }
  return out;
}

const nameChars = /^[A-Za-z0-9-]+$/;

/** Parses one content line: name *(";" param) ":" value (3.1). */
function parseContentLine(line: string): IcsProperty {
  let index = 0;
  const take = (pattern: RegExp): string => {
    const match = pattern.exec(line.slice(index));
    if (match === null) throw new Error(`malformed content line: ${line}`);
    index += match[0].length;
    return match[0];
  };
  const name = take(/^[A-Za-z0-9-]+/);
  const params: Record<string, string> = {};
  while (line[index] === ';') {
    index += 1;
    const paramName = take(/^[A-Za-z0-9-]+/);
    take(/^=/);
    const value =
      line[index] === '"'
        ? take(/^"[^"\u0000-\u0008\u000a-\u001f\u007f]*"/).slice(1, -1)
        : take(/^[^";:,\u0000-\u0008\u000a-\u001f\u007f]*/);
    params[paramName.toUpperCase()] = value;
  }
  take(/^:/);
  const value = line.slice(index);
  if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value)) throw new Error(`control character in ${name}`);
  if (!nameChars.test(name)) throw new Error(`bad name ${name}`);
  return { name: name.toUpperCase(), params, value };
}

/** Unescapes a TEXT value (3.3.11); throws on an escape the RFC does not define. */
function unescapeText(value: string): string {
  return value.replace(/\\(.?)/g, (_match, char: string) => {
    if (char === 'n' || char === 'N') return '\n';
    if (char === '\\' || char === ';' || char === ',') return char;
    throw new Error(`bad escape \\${char} in ${value}`);
  });
}

const required: Record<string, string[]> = {
  VCALENDAR: ['PRODID', 'VERSION'],
  VEVENT: ['UID', 'DTSTAMP', 'DTSTART'],
  VALARM: ['ACTION', 'TRIGGER', 'DESCRIPTION'],
};

/** Parses an iCalendar object into its component tree; throws on anything malformed. */
export function parseIcs(body: string): IcsComponent {
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of unfoldLines(body)) {
    const property = parseContentLine(line);
    if (property.name === 'BEGIN') {
      const component: IcsComponent = { name: property.value.toUpperCase(), properties: [], components: [] };
      const parent = stack.at(-1);
      if (parent === undefined) {
        if (root !== undefined) throw new Error('more than one object');
        root = component;
      } else parent.components.push(component);
      stack.push(component);
      continue;
    }
    const current = stack.at(-1);
    if (current === undefined) throw new Error(`property outside a component: ${line}`);
    if (property.name === 'END') {
      if (property.value.toUpperCase() !== current.name)
        throw new Error(`END:${property.value} closes ${current.name}`);
      for (const name of required[current.name] ?? [])
        if (!current.properties.some((p) => p.name === name))
          throw new Error(`${current.name} without ${name}`);
      stack.pop();
      continue;
    }
    current.properties.push(property);
  }
  if (root === undefined || stack.length > 0) throw new Error('unbalanced BEGIN/END');
  if (root.name !== 'VCALENDAR') throw new Error(`the object is a ${root.name}`);
  return root;
}

/** The value of a component's first property of that name (TEXT unescaped when asked). */
export function propertyOf(component: IcsComponent, name: string, text = false): string | undefined {
  const value = component.properties.find((p) => p.name === name)?.value;
  return value === undefined || !text ? value : unescapeText(value);
}

/** A component's sub-components of one kind. */
export function componentsOf(component: IcsComponent, name: string): IcsComponent[] {
  return component.components.filter((c) => c.name === name);
}
