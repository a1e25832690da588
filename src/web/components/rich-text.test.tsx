import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

describe('a translated text with marked parts', () => {
  it('shows each marked part as its element, the rest as text', () => {
    const html = renderToStaticMarkup(
      <RichText
        text="Pay by <strong>5 Dec</strong>, or <manage>change it</manage>.<br/>"
        components={{ strong: <strong className="x" />, manage: <a href="/m" />, br: <br /> }}
      />,
    );
    expect(html).toBe('Pay by <strong class="x">5 Dec</strong>, or <a href="/m">change it</a>.<br/>');
  });

  it('leaves a tag no component is given for as written, escaped', () => {
    const html = renderToStaticMarkup(<RichText text="Showing <b>“<x>”</b>" components={{}} />);
    expect(html).toBe('Showing &lt;b&gt;“&lt;x&gt;”&lt;/b&gt;');
  });
});
