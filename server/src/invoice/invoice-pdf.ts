import crypto from 'node:crypto'
import path from 'node:path'
import { localStore, type FileStore } from '../lib/storage'

/** A one-page PDF using the viewer's built-in Chinese font (STSong-Light), so nothing needs embedding. */
export function buildPdf(lines: string[]): Buffer {
  const hex = (s: string) =>
    [...s].map((c) => (c.codePointAt(0) ?? 63).toString(16).padStart(4, '0').slice(-4)).join('')
  const body = lines.map((l, n) => `BT /F1 ${n === 0 ? 16 : 12} Tf 48 ${370 - n * 36} Td <${hex(l)}> Tj ET`).join('\n')
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Resources << /Font << /F1 4 0 R >> >> /Contents 7 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 6 0 R >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`
  ]
  let out = '%PDF-1.4\n'
  const offsets = objs.map((o, n) => {
    const at = Buffer.byteLength(out)
    out += `${n + 1} 0 obj\n${o}\nendobj\n`
    return at
  })
  const xref = Buffer.byteLength(out)
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** Operators' uploaded invoices: at most 5 MB (a tax system's e-invoice PDF is tens of KB). */
export const INVOICE_PDF_MAX_BYTES = 5 * 1024 * 1024

/** Only what the bytes say is a PDF: the `%PDF-` header within the first 1024 bytes (as readers accept it). */
export const sniffPdf = (buf: Buffer) => buf.subarray(0, 1024).includes('%PDF-')

/** Where invoice PDFs were written before they moved to the file store: read still, for invoices issued then. */
export const invoiceDir = (dataDir: string) => path.join(dataDir, 'invoices')

/**
 * Uploaded invoice PDFs live in the app's file store (lib/storage.ts), so with several nodes and a bucket every
 * node serves what any node stored. The image route never serves them (its names are images only); the signed
 * download link in invoice/invoice.ts is the only way out, and the 128-bit random name is never shown.
 */
export function invoiceFiles(ctx: { files?: FileStore; config: { dataDir: string } }): FileStore {
  return ctx.files ?? localStore(invoiceDir(ctx.config.dataDir))
}

/** Stores an uploaded invoice PDF under a random name (never the uploader's) and answers the name. */
export async function saveInvoiceFile(files: FileStore, data: Buffer) {
  const name = `${crypto.randomBytes(16).toString('hex')}.pdf`
  await files.put(name, data, 'application/pdf')
  return name
}

export async function readInvoiceFile(files: FileStore, dataDir: string, name: string): Promise<Buffer | null> {
  if (!/^[a-f0-9]{32}\.pdf$/.test(name)) return null
  const found = (await files.open(name)) ?? (await localStore(invoiceDir(dataDir)).open(name))
  if (!found) return null
  const chunks: Buffer[] = []
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}
