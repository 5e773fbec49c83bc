import { useEffect, useState } from 'react'
import { ProForm, ProFormDigit, ProFormList, ProFormSwitch, ProFormText } from '@ant-design/pro-components'
import { Card, Col, Form, Row, message } from 'antd'
import type { ThemeInputT } from '@contract/admin/site'
import { call, type Answer } from '../../api'
import { showError } from '../../form-errors'
import { VersionsCard } from '../../versions-card'

const HEX = [
  { required: true, message: '请输入颜色' },
  { pattern: /^#[0-9A-Fa-f]{6}$/, message: '须为 # 加 6 位十六进制，如 #D4AC52' }
]
type Version = Answer<'GET /theme'>['versions'][number]

/** A phone-size sketch of what the theme changes: the header colour, a price, the submit button, the tab bar. */
function ThemePreview({ t }: { t: Partial<ThemeInputT> }) {
  const ok = (c?: string) => (c && /^#[0-9A-Fa-f]{6}$/.test(c) ? c : '#ccc')
  return (
    <div
      aria-label='主题预览'
      style={{
        width: 300,
        height: 560,
        border: '8px solid #222',
        borderRadius: 28,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        background: '#f6f6f6'
      }}
    >
      <div style={{ background: ok(t.primary_color), color: '#fff', padding: '24px 12px 12px', fontWeight: 600 }}>
        米粒商城
      </div>
      <div style={{ flex: 1, padding: 12 }}>
        <div style={{ background: '#fff', borderRadius: 8, padding: 12 }}>
          <div>示例商品</div>
          <div style={{ color: ok(t.price_color), fontSize: 18, fontWeight: 600 }}>¥19.90</div>
          {t.pension_visible && <div style={{ fontSize: 12, color: ok(t.primary_color) }}>养老金返现 ¥1.00</div>}
          {t.gift_card_visible && (
            <div style={{ fontSize: 12 }}>{`${t.gift_card_name ?? ''}${t.gift_card_name_suffix ?? ''}`}</div>
          )}
        </div>
        <button
          type='button'
          style={{
            marginTop: 12,
            width: '100%',
            border: 0,
            borderRadius: 20,
            padding: 10,
            color: '#fff',
            background: ok(t.submit_btn_color)
          }}
        >
          提交订单
        </button>
      </div>
      <div style={{ display: 'flex', borderTop: '1px solid #eee', background: '#fff' }}>
        {(t.footer ?? []).map((f, i) => (
          <div
            key={i}
            style={{
              flex: 1,
              textAlign: 'center',
              padding: 8,
              fontSize: 12,
              color: i === 0 ? ok(t.primary_color) : '#666'
            }}
          >
            {f?.text}
          </div>
        ))}
      </div>
    </div>
  )
}

/** Every theme.config field, a live preview, publish, and the versions to roll back to. */
export default function Theme() {
  const [form] = Form.useForm<ThemeInputT>()
  const [versions, setVersions] = useState<Version[]>([])
  // The form stays disabled until the current theme is in it: typed before, a value would be overwritten.
  const [loaded, setLoaded] = useState(false)
  const values = Form.useWatch([], form) as Partial<ThemeInputT> | undefined
  const load = async () => {
    const res = await call('GET /theme')
    form.setFieldsValue(res.current)
    setVersions(res.versions)
    setLoaded(true)
  }
  useEffect(() => {
    load().catch(showError)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const publish = async (v: ThemeInputT) => {
    try {
      await call('POST /theme/publish', { body: v })
      message.success('主题已发布，商城即时生效')
      await load()
    } catch (err) {
      showError(err, form)
    }
  }
  return (
    <Row gutter={24} wrap={false}>
      <Col flex='auto'>
        <Card title='主题'>
          <ProForm
            form={form}
            disabled={!loaded}
            onFinish={publish}
            submitter={{ searchConfig: { submitText: '发布主题' }, resetButtonProps: false }}
          >
            <ProForm.Group>
              <ProFormText name='primary_color' label='主色' width='sm' rules={HEX} />
              <ProFormText name='price_color' label='价格颜色' width='sm' rules={HEX} />
              <ProFormText name='submit_btn_color' label='提交按钮颜色' width='sm' rules={HEX} />
            </ProForm.Group>
            <ProForm.Group>
              <ProFormDigit
                name='my_page_theme'
                label='我的页主题'
                width='xs'
                min={1}
                max={9}
                fieldProps={{ precision: 0 }}
              />
              <ProFormSwitch name='pension_visible' label='显示养老金' />
              <ProFormDigit
                name='pension_tag_theme'
                label='养老金标签样式'
                width='xs'
                min={1}
                max={9}
                fieldProps={{ precision: 0 }}
              />
              <ProFormDigit
                name='pension_position'
                label='养老金位置'
                width='xs'
                min={0}
                max={9}
                fieldProps={{ precision: 0 }}
              />
              <ProFormSwitch name='supplier_visible' label='显示供应商' />
            </ProForm.Group>
            <ProForm.Group>
              <ProFormSwitch name='gift_card_visible' label='显示购物卡' />
              <ProFormText
                name='gift_card_name'
                label='购物卡名称'
                width='sm'
                rules={[{ required: true, message: '请输入名称' }]}
              />
              <ProFormText name='gift_card_name_suffix' label='名称后缀' width='sm' />
            </ProForm.Group>
            <ProFormList
              name='footer'
              label='底部标签'
              min={1}
              max={5}
              creatorButtonProps={{ creatorButtonText: '添加标签' }}
            >
              <ProForm.Group>
                <ProFormText name='text' label='文字' width='xs' rules={[{ required: true, message: '请输入文字' }]} />
                <ProFormText
                  name='page_path'
                  label='页面'
                  width='md'
                  rules={[{ required: true, pattern: /^pages\/[a-z0-9-]+\/index$/, message: '如 pages/home/index' }]}
                />
                <ProFormText
                  name='icon'
                  label='图标'
                  width='sm'
                  rules={[{ required: true, message: '请输入图标名' }]}
                />
              </ProForm.Group>
            </ProFormList>
          </ProForm>
        </Card>
        <VersionsCard
          area='theme'
          versions={versions}
          detail={{ title: '主色', render: (v) => v.config.primary_color }}
          onRolledBack={load}
        />
      </Col>
      <Col flex='320px'>
        <ThemePreview t={values ?? {}} />
      </Col>
    </Row>
  )
}
