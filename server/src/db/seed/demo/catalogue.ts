import { count, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../client'
import { categories, goodsActivities, homeTemplates, hotWords, skus, spus, type SpecValue } from '../../schema'
import { goodsFacts } from './goods-facts'
import { buildHomeTemplate } from './home'
import { goodsSvg, iconSvg } from './artwork'
import { demoPicture, type DemoPicture } from './pictures'

/** [sub-category, title, subtitle, supplier, SKUs, options]. A SKU is [specs 'name:value/name:value', price, market price] in cents. */
type Sku = [string, number, number]
type Goods = [string, string, string, string, Sku[], Opts?]
interface Opts {
  stock?: number[]
  limit?: number
  off?: boolean
  tags?: string[]
}

const TREE: Array<[string, string, string[]]> = [
  ['食品生鲜', '#E86A5B', ['新鲜水果', '肉禽蛋品', '休闲零食']],
  ['粮油调味', '#C9962B', ['米面杂粮', '食用油', '调味品']],
  ['个护清洁', '#4F8FD9', ['洗发护发', '口腔护理', '家庭清洁']],
  ['家居日用', '#5DA85A', ['床上用品', '厨房用具', '收纳整理']],
  ['数码家电', '#5F6CD6', ['手机配件', '生活电器', '厨房电器']],
  ['母婴用品', '#E07BA8', ['奶粉辅食', '纸尿裤', '儿童玩具']],
  ['营养保健', '#2FA596', ['维生素', '滋补养生', '中老年保健']],
  ['服饰鞋包', '#9468CF', ['男装', '女装', '鞋靴箱包']]
]

// One product a line: a table reads better than prettier's one-field-a-line layout.
// prettier-ignore
const GOODS: Goods[] = [
  ['新鲜水果', '烟台红富士苹果', '脆甜多汁 产地直发', '烟台果园直供', [['规格:5斤装', 3990, 4990], ['规格:10斤装', 6990, 8990]], { tags: ['产地直发'] }],
  ['新鲜水果', '赣南脐橙', '果肉细嫩 酸甜适口', '赣州果业', [['规格:5斤装', 3590, 4590], ['规格:9斤装', 5990, 7590]]],
  ['新鲜水果', '海南金煌芒果', '香甜软糯 核小肉厚', '海南热带农场', [['规格:3斤装', 2990, 3990]], { stock: [4] }],
  ['新鲜水果', '丹东99草莓', '奶油口感 礼盒装', '丹东草莓基地', [['规格:2斤礼盒', 8990, 12800]], { stock: [0], tags: ['礼盒'] }],
  ['肉禽蛋品', '内蒙古草原羔羊肉卷', '肥瘦相间 涮锅必备', '锡林郭勒牧业', [['规格:500g', 4990, 6990], ['规格:1kg', 8990, 12900]]],
  ['肉禽蛋品', '农家散养土鸡蛋', '谷物喂养 30枚装', '皖南生态农场', [['规格:30枚', 3980, 5200]], { tags: ['新品'] }],
  ['肉禽蛋品', '黑猪五花肉', '冷鲜排酸 肉质紧实', '金华黑猪养殖场', [['规格:500g', 3290, 4200]]],
  ['休闲零食', '每日坚果混合装', '7种坚果果干 30袋', '果仁工坊', [['规格:750g×30袋', 9900, 15900]], { tags: ['热卖'] }],
  ['休闲零食', '手工芝麻薄脆饼干', '酥脆不腻 独立小包', '老字号食品厂', [['口味:原味', 1990, 2590], ['口味:海苔味', 2190, 2790]]],
  ['休闲零食', '新疆若羌灰枣', '皮薄肉厚 自然风干', '若羌枣业合作社', [['规格:1kg', 3990, 5990]]],
  ['米面杂粮', '五常稻花香大米', '当季新米 软糯清香', '五常米业', [['规格:5kg', 6990, 8990], ['规格:10kg', 12990, 16990]], { limit: 5, tags: ['当季新米'] }],
  ['米面杂粮', '高筋小麦粉', '适合做面包饺子', '河套面粉厂', [['规格:2.5kg', 2390, 2990]]],
  ['米面杂粮', '东北五谷杂粮组合', '小米 黑米 红豆 绿豆 燕麦', '北大荒粮仓', [['规格:2.5kg', 4590, 5990]]],
  ['食用油', '压榨一级花生油', '物理压榨 浓香型', '鲁花粮油', [['规格:5L', 15990, 18990], ['规格:1.8L', 6990, 7990]]],
  ['食用油', '特级初榨橄榄油', '西班牙原瓶进口', '地中海进口食品', [['规格:750ml', 8990, 12800]]],
  ['食用油', '纯香菜籽油', '小榨工艺 川菜好伴侣', '四川粮油', [['规格:5L', 8990, 10990]], { stock: [3] }],
  ['调味品', '零添加特级生抽', '酿造180天 鲜味足', '千禾调味', [['规格:500ml×2', 2990, 3790]]],
  ['调味品', '山西老陈醋', '纯粮酿造 五年陈', '清徐醋业', [['规格:420ml×3', 3590, 4590]]],
  ['调味品', '郫县豆瓣酱', '三年发酵 红油香辣', '郫县调味厂', [['规格:500g', 1590, 1990]]],
  ['洗发护发', '氨基酸控油洗发水', '温和清洁 蓬松清爽', '植萃日化', [['规格:500ml', 5990, 7990], ['规格:750ml', 7990, 10990]]],
  ['洗发护发', '修护护发素', '深层滋养 改善毛躁', '植萃日化', [['规格:500ml', 4990, 6990]]],
  ['口腔护理', '声波电动牙刷', '五档模式 续航60天', '洁齿电器', [['颜色:曜石黑', 19900, 29900], ['颜色:樱花粉', 19900, 29900], ['颜色:月光白', 19900, 29900]], { tags: ['热卖'] }],
  ['口腔护理', '护龈美白牙膏', '含氟配方 清新口气', '洁齿日化', [['规格:120g×3', 3990, 5490]]],
  ['家庭清洁', '植物洗衣液', '低泡易漂 无荧光剂', '蓝月日化', [['规格:3kg', 4990, 6990], ['规格:3kg×2', 8990, 13980]]],
  ['家庭清洁', '厨房重油污清洁剂', '一喷即净 不伤手', '净家日化', [['规格:500ml×2', 2990, 3990]]],
  ['家庭清洁', '原生木浆抽纸', '3层加厚 24包整箱', '清风纸业', [['规格:24包', 4590, 5990]], { tags: ['囤货'] }],
  ['床上用品', '新疆长绒棉四件套', '60支贡缎 亲肤柔软', '南通家纺', [['颜色:米白/尺寸:1.5m', 39900, 59900], ['颜色:米白/尺寸:1.8m', 42900, 62900], ['颜色:雾蓝/尺寸:1.8m', 42900, 62900]]],
  ['床上用品', '95白鹅绒羽绒被', '蓬松保暖 冬季加厚', '南通家纺', [['尺寸:200×230cm', 89900, 129900]], { stock: [2] }],
  ['床上用品', '乳胶护颈枕', '泰国天然乳胶', '睡眠工坊', [['规格:单只装', 19900, 29900]]],
  ['厨房用具', '不粘炒锅', '麦饭石涂层 少油烟', '苏泊厨具', [['尺寸:30cm', 15900, 22900], ['尺寸:32cm', 17900, 24900]]],
  ['厨房用具', '德式不锈钢刀具套装', '七件套 含刀座', '双立厨具', [['规格:七件套', 29900, 45900]]],
  ['厨房用具', '玻璃保鲜盒', '耐热微波可用', '乐扣家居', [['规格:4件套', 8990, 12900]]],
  ['收纳整理', '可折叠收纳箱', '大容量 带盖防尘', '整理家居', [['规格:3个装', 6990, 9990]]],
  ['收纳整理', '真空压缩收纳袋', '衣物被子收纳', '整理家居', [['规格:8件套', 3990, 5990]]],
  ['手机配件', '65W氮化镓快充充电器', '三口快充 小巧便携', '绿联数码', [['颜色:白色', 12900, 19900], ['颜色:黑色', 12900, 19900]]],
  ['手机配件', '20000毫安移动电源', '22.5W快充 双向充电', '绿联数码', [['颜色:白色', 9900, 14900]]],
  ['生活电器', '无线手持吸尘器', '大吸力 续航45分钟', '小米生态', [['规格:标准版', 99900, 149900]], { tags: ['以旧换新'] }],
  ['生活电器', '智能空气净化器', '除甲醛 除菌 静音', '小米生态', [['规格:标准版', 89900, 129900]]],
  ['生活电器', '负离子电吹风', '速干护发 恒温', '飞科电器', [['颜色:雾霾蓝', 19900, 29900], ['颜色:珍珠白', 19900, 29900]]],
  ['厨房电器', '智能电饭煲', '4L 24小时预约', '美的电器', [['规格:4L', 29900, 39900]]],
  ['厨房电器', '空气炸锅', '5.5L大容量 可视窗', '九阳电器', [['规格:5.5L', 34900, 49900]]],
  ['厨房电器', '破壁豆浆机', '免滤 一键清洗', '九阳电器', [['规格:1.2L', 59900, 89900]]],
  ['奶粉辅食', '有机婴儿配方奶粉', '3段 适合1-3岁', '澳优乳业', [['段位:3段 800g', 26800, 32800]], { limit: 6 }],
  ['奶粉辅食', '婴儿有机米粉', '高铁配方 6月龄以上', '嘉宝辅食', [['规格:225g', 6900, 8900]]],
  ['纸尿裤', '超薄透气纸尿裤', '柔软干爽 防侧漏', '花王母婴', [['尺码:M 64片', 12900, 16900], ['尺码:L 54片', 12900, 16900], ['尺码:XL 44片', 12900, 16900]]],
  ['纸尿裤', '婴儿手口湿巾', '80抽×6包 无酒精', '全棉时代', [['规格:80抽×6包', 4990, 6990]]],
  ['儿童玩具', '益智拼装积木', '300颗粒 3岁以上', '启蒙玩具', [['规格:300颗粒', 15900, 19900]]],
  ['儿童玩具', '儿童平衡车', '无脚踏 2-6岁', '优贝童车', [['颜色:天空蓝', 29900, 39900], ['颜色:樱桃红', 29900, 39900]]],
  ['维生素', '复合维生素片', '多种维生素矿物质 100片', '汤臣倍健', [['规格:100片', 16800, 23800]]],
  ['维生素', '维生素C咀嚼片', '甜橙味 60片', '汤臣倍健', [['规格:60片', 5900, 7900]]],
  ['维生素', '钙维生素D软胶囊', '液体钙 易吸收', '汤臣倍健', [['规格:90粒', 9800, 13800]]],
  ['滋补养生', '宁夏中宁枸杞', '特级头茬 颗粒饱满', '中宁枸杞合作社', [['规格:500g', 6990, 9990]]],
  ['滋补养生', '长白山人参礼盒', '林下参 10年生', '长白山参业', [['规格:礼盒装', 59900, 89900]], { tags: ['礼盒'] }],
  ['滋补养生', '东阿阿胶块', '传统工艺 250g', '东阿阿胶', [['规格:250g', 99900, 129900]], { stock: [5] }],
  ['中老年保健', '氨糖软骨素钙片', '关节养护 120片', '健安喜', [['规格:120片', 19900, 29900]], { tags: ['长辈优选'] }],
  ['中老年保健', '深海鱼油软胶囊', 'Omega-3 200粒', '健安喜', [['规格:200粒', 15900, 21900]]],
  ['中老年保健', '电子血压计', '上臂式 语音播报', '欧姆龙医疗', [['规格:标准款', 29900, 39900]], { tags: ['长辈优选'] }],
  ['男装', '男士纯棉短袖T恤', '精梳棉 透气不变形', '简约服饰', [['颜色:白色/尺码:L', 7900, 12900], ['颜色:白色/尺码:XL', 7900, 12900], ['颜色:藏青/尺码:XL', 7900, 12900]]],
  ['男装', '男士轻薄羽绒服', '90白鸭绒 可收纳', '简约服饰', [['颜色:黑色/尺码:XL', 39900, 69900]], { off: true }],
  ['女装', '女士羊毛针织开衫', '100%羊毛 柔软亲肤', '江南织造', [['颜色:燕麦色/尺码:M', 29900, 45900], ['颜色:燕麦色/尺码:L', 29900, 45900]]],
  ['女装', '女士真丝围巾', '桑蚕丝 印花', '杭州丝绸', [['颜色:青花', 19900, 29900]]],
  ['鞋靴箱包', '中老年健步鞋', '轻便防滑 软底', '足力健', [['尺码:39', 25900, 35900], ['尺码:41', 25900, 35900], ['尺码:43', 25900, 35900]], { tags: ['长辈优选'] }],
  ['鞋靴箱包', '20寸登机箱', 'PC材质 静音万向轮', '新秀丽', [['颜色:银色', 39900, 59900]]],
  ['鞋靴箱包', '牛皮双肩包', '头层牛皮 大容量', '简约服饰', [['颜色:棕色', 49900, 69900]]]
]

/** 热门搜索 of a fresh demo: words that find goods in the catalogue above. */
const HOT_WORDS = ['大米', '脐橙', '花生油', '坚果', '洗衣液', '电动牙刷', '四件套', '空气炸锅', '维生素', '健步鞋']

const DAY = 86400_000
/** Activity windows start at today's midnight in Beijing time, so a fresh demo always has running sales. */
const beijingMidnight = (now: Date) => new Date(Math.floor((now.getTime() + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000)

/**
 * Demo data of the catalogue area: the tree, the goods, their activities, 热门搜索 and a home page showing them (made
 * the active one; the empty reference home stays as an older version). Idempotent: writes only while no goods exist.
 */
export async function seedCatalogue(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(spus)
  if (n > 0) return
  // A handful of multi-row statements: every test file seeds a fresh database, so row-by-row inserts add up.
  await db.transaction(async (tx) => {
    const tops = await tx
      .insert(categories)
      .values(TREE.map(([name, color], i) => ({ name, color, picture: categoryIcon(name, color).key, sort: 100 - i })))
      .returning({ id: categories.id, name: categories.name, picture: categories.picture })
    const topId = new Map(tops.map((c) => [c.name, c.id]))
    const subs = await tx
      .insert(categories)
      .values(
        TREE.flatMap(([top, color, names]) =>
          names.map((name, j) => ({ name, color, parentId: topId.get(top), sort: 100 - j }))
        )
      )
      .returning({ id: categories.id, name: categories.name })
    const subId = new Map(subs.map((c) => [c.name, c.id]))
    const spuRows = await tx
      .insert(spus)
      .values(
        GOODS.map(([sub, title, subtitle, supplier, defs, opts = {}], i) => ({
          categoryId: subId.get(sub) as number,
          title,
          subtitle,
          supplier,
          ...goodsFacts(
            TREE.find(([, , subs]) => subs.includes(sub))?.[0] ?? '',
            sub,
            supplier,
            defs.map(([s]) => s)
          ),
          tags: opts.tags ?? [],
          // Deterministic but uneven, so sorting by sales is meaningful.
          sales: (((i + 1) * 7919) % 4800) + 120,
          status: opts.off ? 0 : 1,
          sort: i % 7 === 0 ? 10 : 0,
          createdAt: new Date(Date.UTC(2025, 0, 1) + i * DAY)
        }))
      )
      .returning({ id: spus.id, title: spus.title })
    const spuId = new Map(spuRows.map((r) => [r.title, r.id]))
    const skuRows = await tx
      .insert(skus)
      .values(
        GOODS.flatMap(([, title, , , defs, opts = {}], i) =>
          defs.map(([specs, price, marketPrice], j) => ({
            spuId: spuId.get(title) as number,
            specs: parseSpecs(specs),
            price,
            marketPrice,
            // A second or third SKU (a colour, a size) has its own picture; the first shows the goods' main one.
            picture: j ? skuPicture(i, j).key : '',
            stock: opts.stock?.[j] ?? opts.stock?.[0] ?? 80 + ((i * 37 + j * 11) % 400),
            cashback: Math.round(price * (i % 3 === 0 ? 0.05 : 0.03)),
            limitPerUser: opts.limit ?? 0,
            sort: j
          }))
        )
      )
      .returning({ id: skus.id, spuId: skus.spuId, sort: skus.sort, price: skus.price })
    skuRows.sort((a, b) => a.spuId - b.spuId || a.sort - b.sort)
    const media = GOODS.map(([, title, subtitle, supplier], i) => ({
      id: spuId.get(title) as number,
      ...spuMedia(i, subtitle, supplier)
    }))
    const values = sql.join(
      media.map((m) => sql`(${m.id}::int, ${m.picture}, ${JSON.stringify(m.images)}::jsonb, ${m.detail})`),
      sql`, `
    )
    await tx.execute(
      sql`update spus set picture = v.picture, images = v.images, detail = v.detail
        from (values ${values}) as v(id, picture, images, detail) where spus.id = v.id`
    )
    const first = new Map(
      GOODS.map(([, title]) => [
        title,
        skuRows.find((s) => s.spuId === spuId.get(title)) as { id: number; price: number }
      ])
    )
    const activities = await seedActivities(tx, first, beijingMidnight(new Date()))
    await tx.update(homeTemplates).set({ active: false })
    await tx
      .insert(homeTemplates)
      .values({ name: '演示首页', active: true, ...buildHomeTemplate({ tops, ...activities }) })
    await tx.insert(hotWords).values(HOT_WORDS.map((word, i) => ({ word, sort: 100 - i })))
  })
}

const parseSpecs = (text: string): SpecValue[] =>
  text.split('/').map((p) => {
    const [name, value] = p.split(':')
    return { name, value }
  })

/** The artwork of goods `i`: view 1 with its first SKU's spec is the main picture, view 2 the gallery's. */
function goodsArt(i: number, view: number, sku = 0) {
  const [sub, title, , , defs] = GOODS[i]
  const color = TREE.find(([, , subs]) => subs.includes(sub))?.[1] ?? '#D4AC52'
  const spec = parseSpecs(defs[sku][0])
    .map((s) => s.value)
    .join(' ')
  return demoPicture(goodsSvg({ title, spec, color, seed: i + 1, view }))
}
const skuPicture = (i: number, j: number) => goodsArt(i, 1, j)

/** A top category's icon: an ordinary stored picture, as an operator's upload in the console is. */
const categoryIcon = (name: string, color: string) => demoPicture(iconSvg(name, color))

/** Every picture the demo catalogue names, for serveDemoPictures (demo/pictures.ts). */
export function demoCataloguePictures(): DemoPicture[] {
  return [
    ...TREE.map(([name, color]) => categoryIcon(name, color)),
    ...GOODS.flatMap(([, , , , defs], i) => [
      goodsArt(i, 1),
      goodsArt(i, 2),
      ...defs.slice(1).map((_, j) => skuPicture(i, j + 1))
    ])
  ]
}

/** Main picture, gallery, and a detail that shows both at the goods-info size (as an operator's HTML would). */
function spuMedia(i: number, subtitle: string, supplier: string) {
  const [main, second] = [goodsArt(i, 1), goodsArt(i, 2)]
  const img = (p: DemoPicture) => `<p><img src="/api/service/image/${p.key}_750.jpg" style="width:100%" /></p>`
  return {
    picture: main.key,
    images: [second.key],
    detail: `<p>${subtitle}</p>${img(main)}${img(second)}<p>供货商：${supplier}。下单确认收货后，可获得养老金返现。</p>`
  }
}

const round10 = (cents: number) => Math.round(cents / 10) * 10

/** Flash sales, group buys and packages on chosen goods (first SKU of each); returns the SKU ids the home template shows. */
async function seedActivities(tx: Tx, sku: Map<string, { id: number; price: number }>, midnight: Date) {
  const get = (title: string) => sku.get(title) as { id: number; price: number }
  const start = new Date(midnight.getTime() - DAY)
  const flashEnd = new Date(midnight.getTime() + 30 * DAY)
  const yearEnd = new Date(midnight.getTime() + 365 * DAY)
  const flash: Array<[string, number, number]> = [
    ['烟台红富士苹果', 30, 2],
    ['五常稻花香大米', 50, 2],
    ['声波电动牙刷', 20, 1],
    ['每日坚果混合装', 40, 2],
    ['智能电饭煲', 10, 1]
  ]
  const group: Array<[string, number]> = [
    ['赣南脐橙', 2],
    ['压榨一级花生油', 3],
    ['植物洗衣液', 2],
    ['复合维生素片', 3],
    ['中老年健步鞋', 2]
  ]
  const packages: Array<[string, string[]]> = [
    ['零添加特级生抽', ['山西老陈醋', '郫县豆瓣酱']],
    ['氨基酸控油洗发水', ['修护护发素']],
    ['宁夏中宁枸杞', ['新疆若羌灰枣']]
  ]
  const soon = get('空气炸锅')
  await tx.insert(goodsActivities).values([
    ...flash.map(([title, stock, limit]) => {
      const s = get(title)
      return {
        skuId: s.id,
        kind: 1,
        title: '限时秒杀',
        price: round10(s.price * 0.7),
        startAt: start,
        endAt: flashEnd,
        stock,
        limitPerUser: limit
      }
    }),
    // One flash sale that has not started yet, so the app can show a countdown.
    {
      skuId: soon.id,
      kind: 1,
      title: '明日秒杀',
      price: round10(soon.price * 0.6),
      startAt: new Date(midnight.getTime() + DAY + 10 * 3600_000),
      endAt: new Date(midnight.getTime() + 2 * DAY),
      stock: 15,
      limitPerUser: 1
    },
    ...group.map(([title, size]) => {
      const s = get(title)
      return {
        skuId: s.id,
        kind: 2,
        title: `${size}人团`,
        price: round10(s.price * 0.8),
        startAt: start,
        endAt: yearEnd,
        groupSize: size,
        groupSeconds: 24 * 3600
      }
    }),
    ...packages.map(([title, others]) => {
      const parts = [title, ...others].map(get)
      const sum = parts.reduce((n, s) => n + s.price, 0)
      return {
        skuId: get(title).id,
        kind: 4,
        title: '超值套餐',
        price: round10(sum * 0.85),
        startAt: start,
        endAt: yearEnd,
        items: parts.map((s) => ({ sku_id: s.id, qty: 1 }))
      }
    })
  ])
  const onShelf = GOODS.filter(([, , , , , o]) => !o?.off).map(([, title]) => get(title).id)
  return {
    flash: flash.map(([t]) => get(t).id).concat(soon.id),
    group: group.map(([t]) => get(t).id),
    waterfall: onShelf.filter((_, i) => i % 3 !== 2).slice(0, 24)
  }
}
