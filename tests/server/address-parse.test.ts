import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { parseAddress } from '../../server/src/account/address-parse'
import { ADDRESS_PARSE_MAX } from '@contract/rules'
import { createTestApp, type TestApp } from './helpers'

/**
 * 智能识别 (issue 30): real-looking pastes and exactly what each fills. `path` is the divisions recognised, `codes`
 * the three /addr/add codes ('' when the district is left for the shopper), `rejected` a number that is no mobile.
 */
type Row = [text: string, name: string, phone: string, path: string, codes: string, detail: string, rejected?: true]

/** 浙江省 杭州市 西湖区: the divisions and their codes. */
const XIHU = ['浙江省/杭州市/西湖区', '330000 330100 330106'] as const
const WANG = ['王阿姨', '13800138000', ...XIHU, '文三路90号3幢501'] as const

const ROWS: Row[] = [
  // The example, then the same with every separator people paste.
  ['王阿姨 13800138000 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨,13800138000,浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨，13800138000，浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨\n13800138000\n浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨；13800138000；浙江省/杭州市/西湖区/文三路90号3幢501', ...WANG],
  ['王阿姨\t13800138000、浙江省 杭州市 西湖区 文三路90号 3幢501', ...WANG],
  ['王阿姨13800138000浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['收货人：王阿姨\n手机号码：13800138000\n所在地区：浙江省杭州市西湖区\n详细地址：文三路90号3幢501', ...WANG],
  ['收件人: 王阿姨 联系电话: 13800138000 收货地址: 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['电话:13800138000 地址:浙江省杭州市西湖区文三路90号3幢501 姓名:王阿姨', ...WANG],
  ['收货人王阿姨 手机13800138000 地址浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['收货人王阿姨手机13800138000浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨电话:13800138000,浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨 13800138000 浙江省杭州市西湖区手机城3楼', '王阿姨', '13800138000', ...XIHU, '手机城3楼'],
  // Other orders.
  ['浙江省杭州市西湖区文三路90号3幢501 王阿姨 13800138000', ...WANG],
  ['13800138000 王阿姨 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['浙江省杭州市西湖区文三路90号3幢501，13800138000，王阿姨', ...WANG],
  // Suffixes left out, the region written twice, a postcode, full-width digits.
  ['浙江杭州西湖区文三路90号3幢501 王阿姨 13800138000', ...WANG],
  ['浙江 杭州 西湖 文三路90号3幢501 王阿姨 13800138000', ...WANG],
  ['王阿姨 13800138000 浙江省杭州市西湖区 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨 13800138000 浙江省杭州市西湖区文三路90号3幢501 邮编310012', ...WANG],
  ['王阿姨 １３８００１３８０００ 浙江省杭州市西湖区文三路９０号３幢５０１', ...WANG],
  // Phone prefixes and groupings.
  ['王阿姨 +86 138 0013 8000 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨 86-13800138000 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['王阿姨 (+86)138-0013-8000 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  ['0086 13800138000 王阿姨 浙江省杭州市西湖区文三路90号3幢501', ...WANG],
  // Municipalities (districts straight under them), written short or twice.
  [
    '李先生 13912345678 北京市朝阳区建国路88号SOHO现代城C座1801',
    '李先生',
    '13912345678',
    '北京市/朝阳区',
    '110000 110105 110105',
    '建国路88号SOHO现代城C座1801'
  ],
  [
    '北京 北京市 东城区 王府井大街1号 钱七 13500000000',
    '钱七',
    '13500000000',
    '北京市/东城区',
    '110000 110101 110101',
    '王府井大街1号'
  ],
  [
    '上海市上海市徐汇区漕溪北路1号 13800138000 王阿姨',
    '王阿姨',
    '13800138000',
    '上海市/徐汇区',
    '310000 310104 310104',
    '漕溪北路1号'
  ],
  [
    '赵六 15800001111 上海浦东新区世纪大道1568号1801室',
    '赵六',
    '15800001111',
    '上海市/浦东新区',
    '310000 310115 310115',
    '世纪大道1568号1801室'
  ],
  [
    '天津 和平区 南京路100号 孙丽 18622000000',
    '孙丽',
    '18622000000',
    '天津市/和平区',
    '120000 120101 120101',
    '南京路100号'
  ],
  [
    '重庆市渝中区解放碑步行街8号 刘强 17723000000',
    '刘强',
    '17723000000',
    '重庆市/渝中区',
    '500000 500103 500103',
    '解放碑步行街8号'
  ],
  // Autonomous regions and prefectures, a name with a middle dot.
  [
    '买买提·艾力 13912345678 新疆维吾尔自治区乌鲁木齐市天山区解放北路100号',
    '买买提·艾力',
    '13912345678',
    '新疆维吾尔自治区/乌鲁木齐市/天山区',
    '650000 650100 650102',
    '解放北路100号'
  ],
  [
    '迪丽热巴•迪力木拉提 13999100000 新疆乌鲁木齐市天山区人民路2号',
    '迪丽热巴·迪力木拉提',
    '13999100000',
    '新疆维吾尔自治区/乌鲁木齐市/天山区',
    '650000 650100 650102',
    '人民路2号'
  ],
  [
    '广西南宁市青秀区民族大道100号 韦小宝 13707710000',
    '韦小宝',
    '13707710000',
    '广西壮族自治区/南宁市/青秀区',
    '450000 450100 450103',
    '民族大道100号'
  ],
  [
    '宁夏银川市兴庆区文化街1号 马丽 13895000000',
    '马丽',
    '13895000000',
    '宁夏回族自治区/银川市/兴庆区',
    '640000 640100 640104',
    '文化街1号'
  ],
  [
    '次仁 13908900000 西藏自治区拉萨市城关区北京中路1号',
    '次仁',
    '13908900000',
    '西藏自治区/拉萨市/城关区',
    '540000 540100 540102',
    '北京中路1号'
  ],
  [
    '湖北恩施州恩施市舞阳大道1号 田七 13800000001',
    '田七',
    '13800000001',
    '湖北省/恩施土家族苗族自治州/恩施市',
    '420000 422800 422801',
    '舞阳大道1号'
  ],
  // Special administrative regions; a name between address pieces, beside the phone.
  [
    '陈大文 13612345678 香港特别行政区中西区德辅道中100号',
    '陈大文',
    '13612345678',
    '香港特别行政区/中西区',
    '810000 810001 810001',
    '德辅道中100号'
  ],
  [
    '澳门花地玛堂区 何生 13800000002 黑沙环中街1号',
    '何生',
    '13800000002',
    '澳门特别行政区/花地玛堂区',
    '820000 820001 820001',
    '黑沙环中街1号'
  ],
  // A county run by its province, a city without districts, a city written without its province.
  [
    '张三13800138000湖北省仙桃市沔阳大道1号',
    '张三',
    '13800138000',
    '湖北省/省直辖县级行政区划/仙桃市',
    '420000 429000 429004',
    '沔阳大道1号'
  ],
  [
    '张三 13800138000 广东省东莞市长安镇振安路1号',
    '张三',
    '13800138000',
    '广东省/东莞市',
    '440000 441900 441900',
    '长安镇振安路1号'
  ],
  [
    '深圳南山区科技园科苑路15号1801室 张三 13800000003',
    '张三',
    '13800000003',
    '广东省/深圳市/南山区',
    '440000 440300 440305',
    '科技园科苑路15号1801室'
  ],
  [
    '吉林省吉林市船营区解放大路100号 刘洋 18643200000',
    '刘洋',
    '18643200000',
    '吉林省/吉林市/船营区',
    '220000 220200 220204',
    '解放大路100号'
  ],
  // A street named after its district keeps its name.
  [
    '北京市朝阳区朝阳门外大街1号 王阿姨 13800138000',
    '王阿姨',
    '13800138000',
    '北京市/朝阳区',
    '110000 110105 110105',
    '朝阳门外大街1号'
  ],
  // Never a wrong guess: names that fit two places, a short name inside the detail, a province with no divisions here.
  ['朝阳区建国路88号 张三 13800138000', '张三', '13800138000', '', '', '朝阳区建国路88号'],
  ['辽宁省铁西区兴华街1号 赵敏 13904000000', '赵敏', '13904000000', '辽宁省', '', '铁西区兴华街1号'],
  ['杭州市西湖文化广场1号 孙八 13600000000', '孙八', '13600000000', '浙江省/杭州市', '', '西湖文化广场1号'],
  ['林志玲 13800000000 台湾省台北市信义区', '林志玲', '13800000000', '台湾省', '', '台北市信义区'],
  ['王阿姨 13800138000 文三路90号3幢501', '王阿姨', '13800138000', '', '', '文三路90号3幢501'],
  // Numbers that are no mainland mobile: not filled, not left in the address.
  ['王阿姨 0571-88886666 浙江省杭州市西湖区文三路90号3幢501', '王阿姨', '', ...XIHU, '文三路90号3幢501', true],
  ['王阿姨 12345678901 浙江省杭州市西湖区文三路90号3幢501', '王阿姨', '', ...XIHU, '文三路90号3幢501', true],
  ['王阿姨 电话:1380013800 浙江省杭州市西湖区文三路90号3幢501', '王阿姨', '', ...XIHU, '文三路90号3幢501', true],
  // A phone label run straight into a number that is no mobile: neither filled nor put in the address.
  ['李先生，电话1380013800，浙江省杭州市西湖区', '李先生', '', ...XIHU, '', true],
  ['王阿姨 手机1380013800 浙江省杭州市西湖区文三路90号3幢501', '王阿姨', '', ...XIHU, '文三路90号3幢501', true],
  ['王阿姨 手机13800138000 浙江省杭州市西湖区手机1号店', '王阿姨', '13800138000', ...XIHU, '手机1号店'],
  // Digits in the detail that look like a phone stay in the detail; the real mobile is found.
  [
    '王阿姨 13800138000 浙江省杭州市西湖区文三路90号快递柜A13900000000',
    '王阿姨',
    '13800138000',
    ...XIHU,
    '文三路90号快递柜A13900000000'
  ],
  ['浙江省杭州市西湖区文三路13800号1801室 王阿姨 15988886666', '王阿姨', '15988886666', ...XIHU, '文三路13800号1801室'],
  // No name, no phone, a Latin name.
  ['浙江省杭州市西湖区文三路90号3幢501', '', '', ...XIHU, '文三路90号3幢501'],
  [
    'Tom 13800138000 上海市黄浦区南京东路100号',
    'Tom',
    '13800138000',
    '上海市/黄浦区',
    '310000 310101 310101',
    '南京东路100号'
  ]
]

describe('智能识别: a pasted address read into the form', () => {
  it(`reads ${ROWS.length} real-looking pastes exactly`, () => {
    assert.ok(ROWS.length >= 30)
    for (const [text, name, phone, path, codes, detail, rejected] of ROWS) {
      const got = parseAddress(text)
      const [province_code = '', city_code = '', area_code = ''] = codes ? codes.split(' ') : []
      assert.deepEqual(
        {
          ...got,
          districts: got.districts.map((d) => d.name).join('/')
        },
        {
          name,
          phone,
          phone_rejected: rejected ?? false,
          districts: path,
          district_complete: Boolean(codes),
          province_code,
          city_code,
          area_code,
          detail
        },
        text
      )
    }
  })

  it('answers the codes of each division it names', () => {
    const got = parseAddress(ROWS[0][0])
    assert.deepEqual(got.districts, [
      { code: '330000', name: '浙江省' },
      { code: '330100', name: '杭州市' },
      { code: '330106', name: '西湖区' }
    ])
  })
  it('stays fast on a paste of one name over and over (each reading passes over a repeat once)', () => {
    // Before the rule, 150 of them took about 4 s of CPU; now about 20 ms.
    const started = performance.now()
    const got = parseAddress('吉林 '.repeat(150))
    assert.ok(performance.now() - started < 1000)
    assert.deepEqual(
      got.districts.map((d) => d.name),
      ['吉林省', '吉林市']
    )
  })
})

describe('POST /addr/parse', () => {
  let t: TestApp
  let token: string
  const URL = '/api/v1/addr/parse'

  before(async () => {
    t = await createTestApp({ seed: false, env: { RATE_LIMIT_PARSE: '3' } })
    token = (await t.user()).token
  })
  after(() => t.close())

  it('needs a login, and names the text when it is blank or too long', async () => {
    assert.equal((await t.post(URL, { text: ROWS[0][0] })).errno, 1006)
    const blank = await t.post(URL, { text: '  \n ' }, token)
    assert.equal(blank.errno, 1001)
    assert.match(blank.error, /text/)
    const long = await t.post(URL, { text: '浙'.repeat(ADDRESS_PARSE_MAX + 1) }, token)
    assert.equal(long.errno, 1001)
    assert.match(long.error, /text/)
  })

  it('answers the parsed fields, then refuses a flood with 1004', async () => {
    const res = await t.post(URL, { text: ROWS[0][0] }, token)
    assert.equal(res.errno, 1, res.error)
    assert.deepEqual(res.data, parseAddress(ROWS[0][0]))
    assert.equal(res.data.area_code, '330106')
    // Three calls a window in this app (the blank and long ones above counted too): the next is refused.
    const flood = await t.post(URL, { text: ROWS[0][0] }, token)
    assert.equal(flood.status, 429)
    assert.equal(flood.errno, 1004)
  })
})
