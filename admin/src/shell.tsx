import { Suspense, useCallback, useEffect, useState } from 'react'
import { Button, Layout, Menu, Result, Space, Spin, Typography } from 'antd'
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { call, setCsrf, whenSignedOut, type Me } from './api'
import { GoodsEditPage, PAGES } from './menu'
import { LoginPage, PasswordPage } from './pages/account/login'
import { MeContext } from './me'

/** Signs in, forces the first password change, then the menu of what the role may do and the page. */
export function Shell() {
  const [me, setMe] = useState<Me | null | undefined>(undefined)
  const navigate = useNavigate()
  const location = useLocation()

  const signedIn = useCallback((m: Me | null) => {
    if (m) setCsrf(m.csrf)
    setMe(m)
  }, [])
  useEffect(() => {
    whenSignedOut(() => setMe(null))
    call('GET /session').then(signedIn, () => setMe(null))
  }, [signedIn])

  if (me === undefined) return <Spin fullscreen />
  if (!me) return <LoginPage onSignedIn={signedIn} />
  if (me.must_change_password) return <PasswordPage me={me} onChanged={() => call('GET /session').then(signedIn)} />

  const pages = PAGES.filter((p) => me.permissions.includes(p.perm))
  const first = pages[0]?.path ?? '/none'
  const logout = async () => {
    await call('POST /logout').catch(() => undefined)
    setMe(null)
  }
  const selected = pages.find((p) => location.pathname.startsWith(p.path))?.path ?? ''

  return (
    <MeContext.Provider value={me}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider breakpoint='lg' collapsedWidth={0} theme='light' width={180}>
          <Typography.Title level={5} style={{ padding: '16px 20px', margin: 0 }}>
            米粒商城 · 运营后台
          </Typography.Title>
          <Menu
            mode='inline'
            selectedKeys={[selected]}
            items={pages.map((p) => ({ key: p.path, label: p.label }))}
            onClick={(e) => navigate(e.key)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', paddingInline: 24 }}>
            <Space>
              <span>
                {me.name}（{me.role_name}）
              </span>
              <Button onClick={logout}>退出登录</Button>
            </Space>
          </Layout.Header>
          <Layout.Content style={{ margin: 24 }}>
            <Suspense fallback={<Spin />}>
              <Routes>
                {pages.map((p) => (
                  <Route key={p.path} path={p.path} element={<p.page />} />
                ))}
                {me.permissions.includes('goods:read') && <Route path='/goods/:id' element={<GoodsEditPage />} />}
                <Route path='/' element={<Navigate to={first} replace />} />
                <Route
                  path='*'
                  element={<Result status='403' title='没有权限' subTitle='此页面不在您的角色权限内，或不存在。' />}
                />
              </Routes>
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </MeContext.Provider>
  )
}
