/**
 * The console's menu by role (admin/src/menu.ts): a role sees the pages its permissions allow, so 仓库, which may
 * change stock, has the 库存 screen, and a role without stock:write does not.
 */
import { PAGES } from '../../../admin/src/menu'
import { ROLE_PERMISSIONS, type Role } from '../../../contract/admin/roles'

const menuOf = (role: Role) => PAGES.filter((p) => ROLE_PERMISSIONS[role].includes(p.perm)).map((p) => p.label)

test('仓库 sees the stock screen beside goods and orders', () => {
  expect(menuOf('warehouse')).toEqual(expect.arrayContaining(['商品', '库存', '订单', '售后']))
})

test('a role without stock:write has no stock screen', () => {
  expect(menuOf('finance')).not.toContain('库存')
  expect(menuOf('service')).not.toContain('库存')
  expect(menuOf('super')).toContain('库存')
})
