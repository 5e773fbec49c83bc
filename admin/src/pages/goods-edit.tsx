import { useEffect, useState } from 'react'
import {
  ProCard,
  ProForm,
  ProFormDigit,
  ProFormList,
  ProFormMoney,
  ProFormSelect,
  ProFormSwitch,
  ProFormText
} from '@ant-design/pro-components'
import { Alert, Button, Form, Modal, Spin, message } from 'antd'
import { useNavigate, useParams } from 'react-router-dom'
import type { GoodsInputT } from '@contract/admin/catalogue'
import { ApiError, call, toCents, toYuan, type Answer } from '../api'
import { useCategoryOptions } from '../categories-options'
import { showError } from '../form-errors'
import { useCan } from '../me'
import { ImageUpload } from '../image-upload'
import { RichEditor } from '../rich-editor'

interface SkuForm {
  id?: number
  /** The SKU's own picture, as ImageUpload holds it (one key at most). */
  picture?: string[]
  spec_name: string
  spec_value: string
  price?: number
  market_price?: number
  cashback: number
  limit_per_user: number
  stock: number
  region_stock: Array<{ warehouse_id: number; stock: number }>
}
type Goods = Answer<'GET /goods/:id'>

const blankSku = (): SkuForm => ({
  spec_name: '规格',
  spec_value: '',
  price: undefined,
  market_price: undefined,
  cashback: 0,
  limit_per_user: 0,
  stock: 0,
  region_stock: []
})

/** One goods: SPU fields, SKUs (yuan on screen, cents to the server), stock by warehouse, detail. */
export default function GoodsEdit() {
  const { id } = useParams()
  const isNew = id === 'new'
  const navigate = useNavigate()
  const canWrite = useCan('goods:write')
  const [form] = Form.useForm()
  const [goods, setGoods] = useState<Goods | null>(null)
  const [warehouses, setWarehouses] = useState<Answer<'GET /warehouses'>>([])
  const categories = useCategoryOptions()

  const load = async () => {
    const g = await call('GET /goods/:id', { params: { id: Number(id) } })
    setGoods(g)
    form.setFieldsValue({
      ...g,
      // A switch's value is a boolean: the number 1 reached the button as aria-checked="1", which no screen reader
      // reads as on (the save turns it back into 1 / 0).
      status: g.status === 1,
      picture: g.picture ? [g.picture] : [],
      skus: g.skus.map((s) => ({
        id: s.id,
        picture: s.picture ? [s.picture] : [],
        spec_name: s.specs[0]?.name ?? '规格',
        spec_value: s.specs[0]?.value ?? '',
        price: toYuan(s.price),
        market_price: toYuan(s.market_price),
        cashback: toYuan(s.cashback),
        limit_per_user: s.limit_per_user,
        stock: s.stock,
        region_stock: s.region_stock
      }))
    })
  }
  useEffect(() => {
    call('GET /warehouses').then(setWarehouses, showError)
    if (!isNew) load().catch(showError)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id])

  const submit = async (
    v: Omit<GoodsInputT, 'skus' | 'picture' | 'status'> & { status?: boolean; picture?: string[]; skus: SkuForm[] }
  ) => {
    const body: GoodsInputT = {
      category_id: v.category_id,
      title: v.title,
      subtitle: v.subtitle ?? '',
      supplier: v.supplier ?? '',
      picture: v.picture?.[0] ?? '',
      images: v.images ?? [],
      detail: v.detail ?? '',
      status: v.status ? 1 : 0,
      revision: goods?.revision,
      skus: v.skus.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        picture: s.picture?.[0] ?? '',
        specs: s.spec_value ? [{ name: s.spec_name || '规格', value: s.spec_value }] : [],
        price: toCents(s.price),
        market_price: toCents(s.market_price),
        cashback: toCents(s.cashback),
        limit_per_user: s.limit_per_user ?? 0,
        stock: s.stock ?? 0,
        region_stock: (s.region_stock ?? []).filter((r) => r && r.warehouse_id)
      }))
    }
    try {
      const saved = isNew
        ? await call('POST /goods', { body })
        : await call('PUT /goods/:id', { params: { id: Number(id) }, body })
      message.success('已保存，商城即时生效')
      if (isNew) navigate(`/goods/${saved.id}`, { replace: true })
      else await load()
    } catch (err) {
      if (err instanceof ApiError && err.errno === 1005 && !isNew) {
        Modal.confirm({
          title: '保存被拒绝',
          content: err.message,
          okText: '载入最新内容',
          cancelText: '留在此页',
          onOk: () => load()
        })
        return
      }
      showError(err, form, (p) => (p[0] === 'skus' && p[2] === 'specs' ? ['skus', p[1], 'spec_value'] : p))
    }
  }

  if (!isNew && !goods) return <Spin />
  return (
    <ProCard
      title={isNew ? '新建商品' : `编辑商品 #${id}`}
      extra={
        goods && (
          <span>
            版本 {goods.revision}
            {goods.updated_by ? ` · 最后由 ${goods.updated_by} 修改` : ''}
          </span>
        )
      }
    >
      <ProForm
        form={form}
        disabled={!canWrite}
        initialValues={{ status: true, picture: [], images: [], skus: [blankSku()] }}
        onFinish={submit}
        submitter={{ searchConfig: { submitText: '保存' }, resetButtonProps: false }}
        layout='vertical'
      >
        <ProForm.Group>
          <ProFormSelect
            name='category_id'
            label='分类'
            width='md'
            options={categories.leaves}
            showSearch
            rules={[{ required: true, message: '请选择分类' }]}
          />
          <ProFormText
            name='title'
            label='商品名称'
            width='lg'
            rules={[
              { required: true, message: '请输入商品名称' },
              { max: 60, message: '最多 60 字' }
            ]}
          />
          <ProFormSwitch name='status' label='上架' />
        </ProForm.Group>
        <ProForm.Group>
          <ProFormText name='subtitle' label='副标题' width='lg' rules={[{ max: 120, message: '最多 120 字' }]} />
          <ProFormText name='supplier' label='供应商' width='md' rules={[{ max: 40, message: '最多 40 字' }]} />
        </ProForm.Group>
        {/* Keys of stored pictures (docs/decisions/0034-pictures.md): lists, cart and orders show the main one. */}
        <ProForm.Group>
          <Form.Item name='picture' label='主图（列表、购物车、订单显示）'>
            <ImageUpload keys max={1} label='上传主图' />
          </Form.Item>
          <Form.Item name='images' label='详情页图片（最多 9 张，每张不超过 2MB）'>
            <ImageUpload keys />
          </Form.Item>
        </ProForm.Group>
        <ProFormList
          name='skus'
          label='规格（SKU）'
          creatorButtonProps={{ creatorButtonText: '添加规格' }}
          creatorRecord={blankSku}
          min={1}
          max={50}
          itemRender={({ listDom, action }, { index }) => (
            <ProCard bordered size='small' title={`规格 ${index + 1}`} extra={action} style={{ marginBottom: 8 }}>
              {listDom}
            </ProCard>
          )}
        >
          <ProForm.Group>
            {/* ProForm.Item, not antd's Form.Item: only ProForm's fields take the row's index inside ProFormList, and a
                plain Form.Item bound every SKU to one shared `skus.picture` that no save read. */}
            <ProForm.Item name='picture' label='规格图（选填）'>
              <ImageUpload keys max={1} label='上传' />
            </ProForm.Item>
            <ProFormText name='spec_name' label='规格名' width='xs' />
            <ProFormText
              name='spec_value'
              label='规格值'
              width='sm'
              rules={[{ required: true, message: '请输入规格值' }]}
            />
            <ProFormMoney
              name='price'
              label='售价（元）'
              locale='zh-CN'
              width='xs'
              min={0.01}
              rules={[{ required: true, message: '请输入售价' }]}
            />
            <ProFormMoney name='market_price' label='划线价（元）' locale='zh-CN' width='xs' min={0} />
            <ProFormMoney name='cashback' label='返现（元）' locale='zh-CN' width='xs' min={0} />
            <ProFormDigit
              name='limit_per_user'
              label='每人限购（0 不限）'
              width='xs'
              min={0}
              fieldProps={{ precision: 0 }}
            />
            <ProFormDigit
              name='stock'
              label='库存（全国）'
              width='xs'
              min={0}
              fieldProps={{ precision: 0 }}
              tooltip='填写分仓库存时，库存为各仓之和'
            />
          </ProForm.Group>
          <ProFormList
            name='region_stock'
            label='分仓库存（只发往这些仓覆盖的省份）'
            creatorButtonProps={{ creatorButtonText: '添加仓库', size: 'small' }}
            creatorRecord={{ stock: 0 }}
          >
            <ProForm.Group>
              <ProFormSelect
                name='warehouse_id'
                label='仓库'
                width='sm'
                options={warehouses.map((w) => ({ value: w.id, label: w.name }))}
                rules={[{ required: true, message: '请选择仓库' }]}
              />
              <ProFormDigit name='stock' label='库存' width='xs' min={0} fieldProps={{ precision: 0 }} />
            </ProForm.Group>
          </ProFormList>
        </ProFormList>
        <Form.Item name='detail' label='详情'>
          <RichEditor label='商品详情' />
        </Form.Item>
      </ProForm>
      {!canWrite && <Alert type='info' message='您的角色只能查看商品' />}
      <Button type='link' onClick={() => navigate('/goods')}>
        返回列表
      </Button>
    </ProCard>
  )
}
