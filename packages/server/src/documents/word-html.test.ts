import { describe, expect, it } from 'vitest';
import { wordHtmlToText } from './word-html';

describe('wordHtmlToText (mammoth HTML to Markdown-shaped text)', () => {
  it('writes headings as # lines and paragraphs apart', () => {
    const html =
      '<h1>Section C</h1><h3><a id="x"></a><strong>C.3.1 Help desk</strong></h3><p>The contractor shall</p><p></p>';
    expect(wordHtmlToText(html)).toBe('# Section C\n\n### C.3.1 Help desk\n\nThe contractor shall');
  });

  it('writes a short paragraph that is all bold as a **bold** line, but not in a table cell', () => {
    const html =
      '<p><strong>A. Recommended Labor Mix </strong></p><p><strong>Note:</strong> hours are annual.</p>' +
      '<table><tr><td><p><strong>Labor Category</strong></p></td><td><p><strong>Hours</strong></p></td></tr>' +
      '<tr><td>Analyst</td><td>1,880</td></tr></table>';
    expect(wordHtmlToText(html)).toBe(
      '**A. Recommended Labor Mix**\n\nNote: hours are annual.\n\n| Labor Category | Hours |\n|---|---|\n| Analyst | 1,880 |',
    );
  });

  it('writes lists as items, nested ones indented, empty ones left out', () => {
    const html = '<ol><li>Plan<ul><li>kick-off</li><li></li></ul></li><li>Build</li></ol>';
    expect(wordHtmlToText(html)).toBe('1. Plan\n  - kick-off\n2. Build');
  });

  it('fills the cells a merge covers with empty cells, also at the end of a row', () => {
    const html =
      '<table><tr><td>Role</td><td>Site</td><td>Hours</td></tr>' +
      '<tr><td>Guard</td><td>Glynco</td><td rowspan="2">8,760</td></tr>' +
      '<tr><td colspan="2">Supervisor, all sites</td></tr></table>';
    expect(wordHtmlToText(html)).toBe(
      '| Role | Site | Hours |\n|---|---|---|\n| Guard | Glynco | 8,760 |\n| Supervisor, all sites | | |',
    );
  });

  it('keeps a cell on one line: its paragraphs and breaks become spaces, a pipe is escaped', () => {
    const html =
      '<table><tr><th>LCAT</th><th>Notes</th></tr><tr><td><p>Analyst</p><p>(Key)</p></td><td>A|B<br />C</td></tr></table>';
    expect(wordHtmlToText(html)).toBe('| LCAT | Notes |\n|---|---|\n| Analyst (Key) | A\\|B C |');
  });

  it('keeps footnote markers and texts without the links back', () => {
    const html =
      '<p>Hours per FTE<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p>' +
      '<ol><li id="footnote-1"><p> 1,920 hours a year <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(wordHtmlToText(html)).toBe('Hours per FTE[1]\n\n1. 1,920 hours a year');
  });

  it("keeps a table nested in a cell on that cell's line", () => {
    const html =
      '<table><tr><td>Site</td><td>Posts</td></tr><tr><td>Glynco</td><td>' +
      '<table><tr><td>Gate</td><td>24x7</td></tr><tr><td>Lobby</td><td>8x5</td></tr></table></td></tr></table>';
    expect(wordHtmlToText(html)).toBe('| Site | Posts |\n|---|---|\n| Glynco | Gate / 24x7; Lobby / 8x5 |');
  });

  it('reads a one-column table (a framed note) as lines', () => {
    const html = '<table><tr><td><p>NOTE</p><p>Offerors shall propose 1,920 hours.</p></td></tr></table>';
    expect(wordHtmlToText(html)).toBe('NOTE\nOfferors shall propose 1,920 hours.');
  });
});
