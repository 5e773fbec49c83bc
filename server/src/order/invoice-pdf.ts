import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

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

export const invoiceDir = (dataDir: string) => path.join(dataDir, 'invoices')

/** Stores an uploaded invoice PDF under a random name (never the uploader's) and answers the name. */
export async function saveInvoiceFile(dataDir: string, data: Buffer) {
  const name = `${crypto.randomBytes(16).toString('hex')}.pdf`
  await fs.promises.mkdir(invoiceDir(dataDir), { recursive: true })
  await fs.promises.writeFile(path.join(invoiceDir(dataDir), name), data, { flag: 'wx' })
  return name
}

export async function readInvoiceFile(dataDir: string, name: string): Promise<Buffer | null> {
  if (!/^[a-f0-9]{32}\.pdf$/.test(name)) return null
  return fs.promises.readFile(path.join(invoiceDir(dataDir), name)).catch(() => null)
}
