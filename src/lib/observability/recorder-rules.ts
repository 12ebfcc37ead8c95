// Which rrweb events the page recorder keeps: the snapshots a replay needs,
// every sixth mouse move, clicks, scrolls and viewport resizes. Numbers are rrweb's own enum
// values (EventType, IncrementalSource, MouseInteractions), kept here so the rules load without rrweb.

/** One mouse-move event is kept out of this many. */
const MOUSEMOVE_KEEP_ONE_IN = 6;
/** Elements with this class are left out of every snapshot. */
export const RECORDER_HIDE_CLASS = '_fun-hide';

const eventType = { fullSnapshot: 2, incremental: 3, meta: 4 } as const;
const source = { mutation: 0, mouseMove: 1, mouseInteraction: 2, scroll: 3, viewportResize: 4 } as const;
const clickInteraction = 2;

/** The part of an rrweb event the rules read. */
export interface RecorderEvent {
  type: number;
  timestamp: number;
  data?: unknown;
}

/** A stateful filter: call it for each event in order; true keeps the event. */
export function createEventFilter(): (event: RecorderEvent) => boolean {
  let mouseMoves = 0;
  return (event) => {
    if (event.type === eventType.fullSnapshot || event.type === eventType.meta) return true;
    if (event.type !== eventType.incremental) return false;
    const data = (event.data ?? {}) as { source?: number; type?: number };
    switch (data.source) {
      case source.mouseMove:
        mouseMoves += 1;
        return (mouseMoves - 1) % MOUSEMOVE_KEEP_ONE_IN === 0;
      case source.mouseInteraction:
        return data.type === clickInteraction;
      case source.scroll:
      case source.viewportResize:
        return true;
      // DOM changes after the first snapshot: without them a replay shows a stale page.
      case source.mutation:
        return true;
      default:
        return false;
    }
  };
}
