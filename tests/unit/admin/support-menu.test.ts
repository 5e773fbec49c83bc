/** 在线客服 in the console's menu (admin/src/menu.ts): 客服 and 超级管理员 see the inbox; the other roles do not. */
import { PAGES } from '../../../admin/src/menu'
import { ROLE_PERMISSIONS, type Role } from '../../../contract/admin/roles'

const menuOf = (role: Role) => PAGES.filter((p) => ROLE_PERMISSIONS[role].includes(p.perm)).map((p) => p.label)

test('客服 and 超级管理员 have the 在线客服 inbox; 运营, 财务 and 仓库 do not', () => {
  expect(menuOf('service')).toContain('在线客服')
  expect(menuOf('super')).toContain('在线客服')
  for (const role of ['ops', 'finance', 'warehouse'] as const) expect(menuOf(role)).not.toContain('在线客服')
})
