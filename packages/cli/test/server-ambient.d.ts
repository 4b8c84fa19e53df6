// The end-to-end tests import the server's sources; its ambient module declarations come along.
/// <reference path="../../server/src/documents/word-extractor.d.ts" />
