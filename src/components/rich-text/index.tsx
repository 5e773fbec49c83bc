import { RichText } from '@tarojs/components'
import { useMemo } from 'react'
import { sanitizeHtml } from '@contract/rich-text'
import './index.scss'

export interface SafeRichTextProps {
  /** HTML from the server; only an allowlist of tags survives (see sanitize.ts). */
  html: string
  className?: string
}

/** Server HTML (articles, terms, goods details) shown without letting any script or event handler run. */
export default function SafeRichText({ html, className = '' }: SafeRichTextProps) {
  const nodes = useMemo(() => sanitizeHtml(html), [html])
  // RichText's node type wants `attrs` as a plain record; ours is exactly that.
  return <RichText className={`rich-text ${className}`.trim()} nodes={nodes as never} />
}
