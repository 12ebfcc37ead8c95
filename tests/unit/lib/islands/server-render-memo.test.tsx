import { createElement, useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  immutableProp,
  islandRenderKey,
  keptPerComponent,
  markPropsOnlyServerRender,
  renderIslandToString,
  type IslandElement,
  type IslandRenderOptions,
} from '../../../../src/lib/islands/server-render-memo.ts';

function Greeting({ name, words }: { name: string; words?: { hello: string } }): ReactNode {
  const id = useId();
  return createElement('p', { id }, `${words?.hello ?? 'Hi'} ${name}`);
}
markPropsOnlyServerRender(Greeting);

function Unmarked({ name }: { name: string }): ReactNode {
  return createElement('p', null, name);
}

const reactRender = (element: IslandElement, options: IslandRenderOptions) =>
  renderToString(
    element as Parameters<typeof renderToString>[0],
    options.identifierPrefix === undefined ? {} : { identifierPrefix: options.identifierPrefix },
  );

describe('kept island renders', () => {
  it('renders a marked island once per prefix and props, with the same HTML React gives', () => {
    const render = vi.fn(reactRender);
    const words = immutableProp({ hello: '你好' });
    const island = (name: string) => createElement(Greeting, { name, words });
    const first = renderIslandToString(render, island('Ann'), { identifierPrefix: 'r5' });
    expect(first).toBe(reactRender(island('Ann'), { identifierPrefix: 'r5' }));
    expect(first).toContain('id="_r5');
    expect(renderIslandToString(render, island('Ann'), { identifierPrefix: 'r5' })).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    // Another prop value or another prefix is another render.
    expect(renderIslandToString(render, island('Bo'), { identifierPrefix: 'r5' })).toContain('你好 Bo');
    expect(renderIslandToString(render, island('Ann'), { identifierPrefix: 'r6' })).toContain('id="_r6');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('renders every time what it may not keep', () => {
    const render = vi.fn(() => '<p></p>');
    const cases: [IslandElement, IslandRenderOptions][] = [
      [createElement(Unmarked, { name: 'a' }), {}],
      // A plain object could change between two renders.
      [createElement(Greeting, { name: 'a', words: { hello: 'x' } }), {}],
      [createElement(Greeting, { name: 'a' }), { formState: ['ok', 'k', 'n'] }],
      [{ type: Greeting, props: { name: 'a', at: 1n } }, {}],
      [{ type: Greeting, props: { name: 'a', at: Number.NaN } }, {}],
      [{ type: Greeting, props: { name: 'a', onDone: () => undefined } }, {}],
      [{ type: 'p', props: {} }, {}],
    ];
    for (const [element, options] of cases) {
      expect(islandRenderKey(element, options)).toBeUndefined();
      renderIslandToString(render, element, options);
      renderIslandToString(render, element, options);
    }
    expect(render).toHaveBeenCalledTimes(cases.length * 2);
  });

  it('tells primitives of different types apart and skips undefined props', () => {
    const key = (props: Record<string, unknown>) =>
      islandRenderKey({ type: Greeting, props }, { identifierPrefix: 'r1' });
    expect(key({ name: '1' })).not.toBe(key({ name: 1 }));
    expect(key({ name: 'a', words: undefined })).toBe(key({ name: 'a' }));
    expect(key({ name: 'a', words: immutableProp({ hello: 'x' }) })).not.toBe(
      key({ name: 'a', words: immutableProp({ hello: 'x' }) }),
    );
  });

  it('freezes an immutable prop deeply, once, even when it was frozen on top only', () => {
    const shallow = Object.freeze({ inner: { a: 'b' } });
    immutableProp(shallow);
    expect(Object.isFrozen(shallow.inner)).toBe(true);
    const value = { locale: 'zh', messages: { a: 'b' } };
    expect(immutableProp(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.messages)).toBe(true);
    const key = islandRenderKey({ type: Greeting, props: { words: value } }, {});
    immutableProp(value);
    expect(islandRenderKey({ type: Greeting, props: { words: value } }, {})).toBe(key);
  });

  it('forgets a component renders past its bound, and still answers right', () => {
    const render = vi.fn(reactRender);
    for (let index = 0; index <= keptPerComponent; index += 1) {
      renderIslandToString(render, createElement(Greeting, { name: `n${String(index)}` }), {});
    }
    expect(renderIslandToString(render, createElement(Greeting, { name: 'n1' }), {})).toContain('Hi n1');
    expect(render).toHaveBeenCalledTimes(keptPerComponent + 2);
  });
});
