import { useEffect, useRef } from 'react'
import { Button, Space } from 'antd'

/**
 * A small rich-text editor whose output is only what the shop's sanitiser keeps (src/components/rich-text/
 * sanitize.ts: p, h3, strong, em, u, ul/ol/li, br, http(s) images): pasted HTML is reduced to that before it is
 * stored, so what the operator sees is what shoppers get.
 */
const KEEP = new Set(['P', 'H3', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'BR', 'IMG'])

export function cleanHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html')
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return escapeText(node.textContent ?? '')
    if (node.nodeType !== Node.ELEMENT_NODE) return ''
    const el = node as Element
    const inner = Array.from(el.childNodes).map(walk).join('')
    if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED'].includes(el.tagName)) return ''
    if (el.tagName === 'IMG') {
      const src = el.getAttribute('src') ?? ''
      return /^https?:\/\//i.test(src)
        ? `<img src="${escapeAttr(src)}" alt="${escapeAttr(el.getAttribute('alt') ?? '')}">`
        : ''
    }
    if (el.tagName === 'BR') return '<br>'
    if (el.tagName === 'DIV') return inner ? `<p>${inner}</p>` : ''
    if (!KEEP.has(el.tagName)) return inner
    const tag = el.tagName.toLowerCase()
    return `<${tag}>${inner}</${tag}>`
  }
  return Array.from(doc.body.firstChild?.childNodes ?? [])
    .map(walk)
    .join('')
}
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;')

export function RichEditor({
  value,
  onChange,
  label
}: {
  value?: string
  onChange?: (html: string) => void
  label: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== (value ?? '') && document.activeElement !== ref.current) {
      ref.current.innerHTML = value ?? ''
    }
  }, [value])
  const emit = () => onChange?.(cleanHtml(ref.current?.innerHTML ?? ''))
  const run = (cmd: string, arg?: string) => {
    ref.current?.focus()
    document.execCommand(cmd, false, arg)
    emit()
  }
  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space style={{ padding: 6, borderBottom: '1px solid #f0f0f0' }} wrap>
        <Button size='small' onClick={() => run('formatBlock', 'h3')}>
          标题
        </Button>
        <Button size='small' onClick={() => run('formatBlock', 'p')}>
          段落
        </Button>
        <Button size='small' onClick={() => run('bold')}>
          加粗
        </Button>
        <Button size='small' onClick={() => run('insertUnorderedList')}>
          列表
        </Button>
        <Button
          size='small'
          onClick={() => {
            const src = window.prompt('图片地址（http/https）')
            if (src && /^https?:\/\//i.test(src)) run('insertImage', src)
          }}
        >
          图片
        </Button>
      </Space>
      <div
        ref={ref}
        role='textbox'
        aria-multiline='true'
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 160, padding: 12, outline: 'none' }}
      />
    </div>
  )
}
