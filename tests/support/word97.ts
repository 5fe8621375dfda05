import CFB from "cfb";

/**
 * Writes a minimal Word 97-2003 (.doc) file: an OLE compound file with a WordDocument stream (the FIB and the text,
 * stored as 8-bit characters) and a 1Table stream holding a one-piece piece table. Enough for real .doc readers.
 */
export function word97(text: string): Buffer {
  const body = Buffer.from(text.replace(/\n/g, "\r"), "latin1");
  const textOffset = 0x800;
  const wordDocument = Buffer.alloc(textOffset + body.length + 16);
  wordDocument.writeUInt16LE(0xa5ec, 0x0000); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x0002); // nFib (Word 97)
  wordDocument.writeUInt16LE(0x0200, 0x000a); // fWhichTblStm: the table stream is 1Table
  wordDocument.writeUInt32LE(textOffset, 0x0018); // fcMin
  wordDocument.writeUInt32LE(body.length, 0x004c); // ccpText
  body.copy(wordDocument, textOffset);

  // Clx: one Pcdt holding PlcPcd = [cp0, cp1] + one 8-byte PCD pointing at the compressed (8-bit) text.
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(0x02, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(body.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(((textOffset * 2) | 0x40000000) >>> 0, 15);
  table.writeUInt16LE(0, 19);
  wordDocument.writeUInt32LE(0, 0x01a2); // fcClx
  wordDocument.writeUInt32LE(table.length, 0x01a6); // lcbClx

  const doc = CFB.utils.cfb_new();
  CFB.utils.cfb_add(doc, "WordDocument", wordDocument);
  CFB.utils.cfb_add(doc, "1Table", table);
  return Buffer.from(CFB.write(doc, { type: "buffer" }) as Uint8Array);
}
