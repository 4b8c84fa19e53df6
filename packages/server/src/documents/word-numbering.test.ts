import { describe, expect, it } from 'vitest';
import { makeZip } from '../../test/fixtures/generate.mjs';
import { parseDocument } from './parse-document';
import { numberedParagraphs } from './word-numbering';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`);

/** A .docx whose Heading1/Heading2 styles are numbered "C.%1" / "C.%1.%2" and whose list is a., b. */
function numberedDocx(paragraphs: string): Buffer {
  const level = (ilvl: number, format: string, text: string, style?: string) =>
    `<w:lvl w:ilvl="${ilvl}"><w:start w:val="1"/><w:numFmt w:val="${format}"/>${style ? `<w:pStyle w:val="${style}"/>` : ''}<w:lvlText w:val="${text}"/></w:lvl>`;
  const numbering = xml(
    `<w:numbering ${W}>` +
      `<w:abstractNum w:abstractNumId="0">${level(0, 'decimal', 'C.%1', 'Heading1')}${level(1, 'decimal', 'C.%1.%2', 'Heading2')}</w:abstractNum>` +
      `<w:abstractNum w:abstractNumId="1">${level(0, 'lowerLetter', '%1.')}${level(1, 'bullet', '•')}</w:abstractNum>` +
      '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num>' +
      '<w:num w:numId="3"><w:abstractNumId w:val="1"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="1"/></w:lvlOverride></w:num>' +
      '</w:numbering>',
  );
  const style = (id: string, name: string, numbered: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:pPr>${numbered}</w:pPr></w:style>`;
  const styles = xml(
    `<w:styles ${W}>${style('Heading1', 'heading 1', '<w:numPr><w:numId w:val="1"/></w:numPr>')}${style('Heading2', 'heading 2', '<w:numPr><w:ilvl w:val="1"/><w:numId w:val="1"/></w:numPr>')}</w:styles>`,
  );
  const types = xml(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const rootRels = xml(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  const documentRels = xml(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/numbering" Target="numbering.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  );
  const document = xml(`<w:document ${W}><w:body>${paragraphs}</w:body></w:document>`);
  return makeZip([
    { name: '[Content_Types].xml', data: types },
    { name: '_rels/.rels', data: rootRels },
    { name: 'word/_rels/document.xml.rels', data: documentRels },
    { name: 'word/numbering.xml', data: numbering },
    { name: 'word/styles.xml', data: styles },
    { name: 'word/document.xml', data: document },
  ]);
}

const p = (text: string, properties = '') =>
  `<w:p><w:pPr>${properties}</w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`;
const heading = (level: 1 | 2, text: string) => p(text, `<w:pStyle w:val="Heading${level}"/>`);
const item = (numId: number, text: string, ilvl = 0) =>
  p(text, `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`);

const body =
  heading(1, 'Scope') +
  heading(2, 'Help desk') +
  item(2, 'Answer calls') +
  item(2, 'Log tickets') +
  item(2, 'within one hour', 1) +
  heading(2, 'Network &amp; servers') +
  item(3, 'Patch monthly') +
  heading(1, 'Deliverables') +
  p('Plain paragraph');

describe("Word's list labels, which mammoth leaves out", () => {
  it('are computed per list: style-numbered headings, levels that restart, start overrides, no bullets', () => {
    expect(numberedParagraphs(numberedDocx(body))).toEqual([
      { text: 'Scope', label: 'C.1' },
      { text: 'Help desk', label: 'C.1.1' },
      { text: 'Answer calls', label: 'a.' },
      { text: 'Log tickets', label: 'b.' },
      { text: 'Network & servers', label: 'C.1.2' },
      { text: 'Patch monthly', label: 'a.' },
      { text: 'Deliverables', label: 'C.2' },
    ]);
  });

  it('reach the reader in front of their paragraphs and list items', async () => {
    const { text } = await parseDocument(numberedDocx(body), 'docx');
    expect(text).toMatch(/^# C\.1 Scope$/m);
    expect(text).toMatch(/^## C\.1\.1 Help desk$/m);
    expect(text).toMatch(/^a\. Answer calls\nb\. Log tickets\n {2}- within one hour$/m);
    expect(text).toMatch(/^## C\.1\.2 Network & servers$/m);
    expect(text).toMatch(/^# C\.2 Deliverables$/m);
    expect(text).toMatch(/^Plain paragraph$/m);
    expect(text).not.toContain('\u2063');
  });
});
