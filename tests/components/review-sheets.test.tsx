import Taro from '@tarojs/taro'
import ReviewSheet, { REVIEW_TEXT } from '@/features/review/review-sheet'
import ReviewListSheet, { PAGE_SIZE } from '@/features/review/review-list-sheet'
import GoodsReviews from '@/features/review/goods-reviews'
import { createReview, getReviewList } from '@/services/api/review'
import { uploadImage } from '@/services/upload'
import type { Review, ReviewListResult } from '@contract/schemas/review'
import { waitFor } from '@testing-library/react'
import { $, find, mount, textOf } from '../jest/render'

jest.mock('@/services/api/review', () => ({
  createReview: jest.fn(),
  getReviewList: jest.fn(),
  getOrderReviews: jest.fn()
}))
jest.mock('@/services/upload', () => ({ ...jest.requireActual('@/services/upload'), uploadImage: jest.fn() }))
const createMock = createReview as jest.MockedFunction<typeof createReview>
const listMock = getReviewList as jest.MockedFunction<typeof getReviewList>
const uploadMock = uploadImage as jest.MockedFunction<typeof uploadImage>

class NoIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoIntersectionObserver })

// Popups, the upload grid and Taro's textarea mount slowly on a busy machine: room beyond jest's 5 s default.
jest.setTimeout(30_000)

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const line = { sku_id: 7, title: '五常大米 5kg', image: '', spec: '5kg', reviewed: false }
const review = (id: number, over: Partial<Review> = {}): Review => ({
  id,
  stars: 5,
  content: `评价 ${id}`,
  images: [],
  nick: '张***',
  head: '',
  anonymous: true,
  spec: '5kg',
  create_time: 1764000000,
  ...over
})
const page = (list: Review[], total: number, p = 1): ReviewListResult => ({
  list,
  total,
  page: p,
  page_size: PAGE_SIZE,
  summary: { count: total, rating: 4.5, good_rate: 90 }
})

type Utils = Awaited<ReturnType<typeof mount>>
const tap = async (utils: Utils, el: Element) => {
  await utils.act(async () => {
    ;(el as HTMLElement).click()
    await flush()
  })
}
const byText = (selector: string, text: string) =>
  Array.from(document.querySelectorAll(selector)).find((e) => textOf(e).includes(text)) as HTMLElement

async function typeReview(utils: Utils, value: string) {
  const area = (await find('textarea')) as HTMLTextAreaElement
  area.value = value
  await utils.act(async () => {
    utils.fireEvent.input(area)
    await flush()
  })
}

beforeEach(() => {
  createMock.mockReset().mockResolvedValue({ id: 1 })
  listMock.mockReset()
  uploadMock.mockReset()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'showToast:ok' })
})
afterEach(() => jest.restoreAllMocks())

describe('review sheet', () => {
  it('refuses empty text on the spot, then sends stars, text, images and anonymous', async () => {
    const onDone = jest.fn()
    const utils = await mount(ReviewSheet, { orderId: 9, line, onClose: jest.fn(), onDone })
    await utils.act(flush)
    expect(textOf()).toContain('五常大米 5kg')
    await tap(utils, byText('.review-sheet__submit', '提交评价'))
    expect(textOf($('.review-sheet__problem'))).toBe(REVIEW_TEXT.empty)
    expect(createMock).not.toHaveBeenCalled()

    // 4 stars, a picture uploaded through the one upload wrapper, anonymous.
    await tap(utils, $('[aria-label="4 星 满意"]'))
    expect($('[aria-label="4 星 满意"]').getAttribute('aria-checked')).toBe('true')
    uploadMock.mockImplementation(() =>
      Object.assign(Promise.resolve('https://shop/api/service/image/a.png'), { abort: jest.fn() })
    )
    jest.spyOn(Taro, 'chooseImage').mockResolvedValueOnce({
      tempFilePaths: ['blob:one'],
      tempFiles: [],
      errMsg: 'chooseImage:ok'
    } as unknown as Taro.chooseImage.SuccessCallbackResult)
    await tap(utils, $('.image-upload__add'))
    await utils.act(flush)
    expect(uploadMock).toHaveBeenCalledWith('blob:one', expect.any(Function))
    expect($('.image-upload__add').getAttribute('aria-label')).toBe('添加评价图片 1/6')
    await tap(utils, $('.review-sheet__anonymous'))
    await typeReview(utils, '  米很香，包装完好  ')
    await tap(utils, byText('.review-sheet__submit', '提交评价'))
    expect(createMock).toHaveBeenCalledWith({
      order_id: 9,
      sku_id: 7,
      stars: 4,
      content: '米很香，包装完好',
      images: ['https://shop/api/service/image/a.png'],
      anonymous: true
    })
    expect(onDone).toHaveBeenCalledTimes(1)
  })

  it('waits for pictures still uploading; a refusal from the server keeps the sheet and the text', async () => {
    const onDone = jest.fn()
    const utils = await mount(ReviewSheet, { orderId: 9, line, onClose: jest.fn(), onDone })
    uploadMock.mockImplementation(() => Object.assign(new Promise<string>(() => undefined), { abort: jest.fn() }))
    jest.spyOn(Taro, 'chooseImage').mockResolvedValueOnce({
      tempFilePaths: ['blob:slow'],
      tempFiles: [],
      errMsg: 'chooseImage:ok'
    } as unknown as Taro.chooseImage.SuccessCallbackResult)
    await tap(utils, $('.image-upload__add'))
    await typeReview(utils, '不错')
    await tap(utils, byText('.review-sheet__submit', '提交评价'))
    expect(textOf($('.review-sheet__problem'))).toBe(REVIEW_TEXT.uploading)
    expect(createMock).not.toHaveBeenCalled()
    // The progress shows on the tile.
    expect($('[role="progressbar"]').getAttribute('aria-label')).toBe('评价图片上传中')

    const utils2 = await mount(ReviewSheet, { orderId: 9, line, onClose: jest.fn(), onDone })
    createMock.mockRejectedValueOnce(new Error('参数 content 不能包含 HTML 标签或脚本'))
    const areas = document.querySelectorAll('textarea')
    const area = areas[areas.length - 1] as HTMLTextAreaElement
    area.value = '<b>好</b>'
    await utils2.act(async () => {
      utils2.fireEvent.input(area)
      await flush()
    })
    const submits = document.querySelectorAll('.review-sheet__submit')
    await tap(utils2, submits[submits.length - 1])
    expect(createMock).toHaveBeenCalledTimes(1)
    expect(onDone).not.toHaveBeenCalled()
    expect(area.value).toBe('<b>好</b>')
  })
})

describe('all reviews sheet and the goods section', () => {
  it('loads page by page as the shopper reaches the end, and says when there is no more', async () => {
    const first = Array.from({ length: PAGE_SIZE }, (_, i) => review(100 - i))
    listMock
      .mockResolvedValueOnce(page(first, PAGE_SIZE + 2, 1))
      .mockResolvedValueOnce(page([review(90), review(89, { anonymous: false, nick: '李四' })], PAGE_SIZE + 2, 2))
    const utils = await mount(ReviewListSheet, {
      skuId: 3,
      summary: { count: PAGE_SIZE + 2, rating: 4.5, good_rate: 90 },
      onClose: jest.fn()
    })
    await utils.act(flush)
    expect(listMock).toHaveBeenLastCalledWith({ sku_id: 3, page: 1, page_size: PAGE_SIZE }, { noTip: true })
    // The sheet draws its list after its opening frame; on a busy machine that is later than one macrotask.
    await waitFor(() => expect(document.querySelectorAll('.review-card')).toHaveLength(PAGE_SIZE))
    expect(textOf()).toContain(`全部评价（${PAGE_SIZE + 2}）`)
    await tap(utils, byText('.review-list__more', '加载更多'))
    expect(listMock).toHaveBeenLastCalledWith({ sku_id: 3, page: 2, page_size: PAGE_SIZE }, { noTip: true })
    await waitFor(() => expect(document.querySelectorAll('.review-card')).toHaveLength(PAGE_SIZE + 2))
    expect(textOf()).toContain('李四')
    expect(textOf()).toContain('没有更多评价了')
    expect(listMock).toHaveBeenCalledTimes(2)
  })

  it('goods-info shows the count, the rating and the newest reviews as text (never markup)', async () => {
    listMock.mockResolvedValueOnce(page([review(5, { content: '<img src=x onerror=alert(1)>', stars: 3 })], 7))
    const utils = await mount(GoodsReviews, { skuId: 3 })
    await utils.act(flush)
    await utils.act(flush)
    expect(listMock).toHaveBeenCalledWith({ sku_id: 3, page: 1, page_size: 2 }, { noTip: true })
    expect(textOf($('.goods-reviews__head'))).toBe('评价（7）好评率 90% · 4.5 分')
    expect($('.review-card .review-stars').getAttribute('aria-label')).toBe('3 星')
    expect(document.querySelector('.review-card img[src="x"]')).toBeNull()
    expect(textOf($('.review-card__text'))).toBe('<img src=x onerror=alert(1)>')
    listMock.mockResolvedValueOnce(page([review(5)], 7))
    await tap(utils, byText('.goods-reviews__all', '全部评价'))
    await utils.act(flush)
    expect($('.review-list[role="dialog"]')).toBeTruthy()
  })
})
