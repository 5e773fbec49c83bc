import { nodesText, sanitizeHtml, type RichElement } from '@contract/rich-text'

const names = (nodes: ReturnType<typeof sanitizeHtml>): string[] =>
  nodes.flatMap((n) => ('type' in n ? [] : [n.name, ...names(n.children ?? [])]))

describe('sanitizeHtml', () => {
  it('keeps the article markup (p, h3, strong) and its text', () => {
    const nodes = sanitizeHtml('<h3>第一条</h3><p>本协议由<strong>您</strong>与平台订立。</p>')
    expect(names(nodes)).toEqual(['h3', 'p', 'strong'])
    expect(nodesText(nodes)).toBe('第一条本协议由您与平台订立。')
  })

  it('drops scripts, styles and iframes with their content', () => {
    const nodes = sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x">y</iframe><p>b</p>')
    expect(names(nodes)).toEqual(['p', 'p'])
    expect(nodesText(nodes)).toBe('ab')
  })

  it('keeps no event attribute, no style and no javascript: address', () => {
    const nodes = sanitizeHtml(
      '<p onclick="steal()" style="position:fixed">x</p><img src="javascript:alert(1)" onerror="steal()"><a href="javascript:x">link</a>'
    )
    const p = nodes[0] as RichElement
    expect(p.attrs).toBeUndefined()
    // The javascript: image is dropped; the unknown <a> is unwrapped to its text.
    expect(names(nodes)).toEqual(['p'])
    expect(nodesText(nodes)).toBe('xlink')
  })

  it('keeps http(s) images with their alt text only', () => {
    const [img] = sanitizeHtml('<img src="https://img.example/a.png" alt="示意图" width="9999" onload="x()">')
    expect(img).toEqual({
      name: 'img',
      attrs: { src: 'https://img.example/a.png', alt: '示意图', style: 'max-width:100%;height:auto' }
    })
  })

  it('decodes entities into text and survives broken markup', () => {
    expect(nodesText(sanitizeHtml('&lt;b&gt; &amp; &#20013;&#x6587;'))).toBe('<b> & 中文')
    expect(() => sanitizeHtml('<p><strong>unclosed <em>x</p></div>< 3')).not.toThrow()
    expect(nodesText(sanitizeHtml('<p><strong>unclosed <em>x</p></div>< 3'))).toBe('unclosed x< 3')
    expect(sanitizeHtml(undefined as unknown as string)).toEqual([])
  })

  it('gives an image without alt text an empty one (decorative, not unlabelled)', () => {
    const [img] = sanitizeHtml('<img src="https://img.example/b.png">') as RichElement[]
    expect(img.attrs?.alt).toBe('')
  })
})
