import { useState } from 'react'
import { Alert, Button, Card, Form, Input, Typography } from 'antd'
import { call, setCsrf, type Me } from '../../api'
import { showError } from '../../form-errors'

const center = { minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5' } as const

export function LoginPage({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [form] = Form.useForm()
  const [busy, setBusy] = useState(false)
  const submit = async (v: { username: string; password: string }) => {
    setBusy(true)
    try {
      const me = await call('POST /login', { body: v })
      onSignedIn(me)
    } catch (err) {
      showError(err, form)
    } finally {
      setBusy(false)
    }
  }
  return (
    <main style={center}>
      <Card style={{ width: 360 }}>
        <Typography.Title level={3}>米粒商城 · 运营后台</Typography.Title>
        <Form form={form} layout='vertical' onFinish={submit} requiredMark={false}>
          <Form.Item label='用户名' name='username' rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete='username' autoFocus />
          </Form.Item>
          <Form.Item label='密码' name='password' rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete='current-password' />
          </Form.Item>
          <Button type='primary' htmlType='submit' block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </main>
  )
}

/** The forced change at first sign-in (and whenever an account was given a generated password). */
export function PasswordPage({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const [form] = Form.useForm()
  const submit = async (v: { old_password: string; new_password: string }) => {
    try {
      setCsrf(me.csrf)
      await call('POST /password', { body: { old_password: v.old_password, new_password: v.new_password } })
      await call('GET /session')
      onChanged()
    } catch (err) {
      showError(err, form)
    }
  }
  return (
    <main style={center}>
      <Card style={{ width: 400 }}>
        <Typography.Title level={4}>首次登录，请修改密码</Typography.Title>
        <Alert type='info' showIcon style={{ marginBottom: 16 }} message='新密码 8-64 位，须同时包含字母和数字。' />
        <Form form={form} layout='vertical' onFinish={submit} requiredMark={false}>
          <Form.Item label='当前密码' name='old_password' rules={[{ required: true, message: '请输入当前密码' }]}>
            <Input.Password autoComplete='current-password' />
          </Form.Item>
          <Form.Item
            label='新密码'
            name='new_password'
            rules={[
              { required: true, message: '请输入新密码' },
              { min: 8, max: 64, message: '长度须为 8-64 位' },
              { pattern: /^(?=.*[A-Za-z])(?=.*\d)/, message: '须同时包含字母和数字' }
            ]}
          >
            <Input.Password autoComplete='new-password' />
          </Form.Item>
          <Form.Item
            label='确认新密码'
            name='confirm'
            dependencies={['new_password']}
            rules={[
              { required: true, message: '请再次输入新密码' },
              ({ getFieldValue }) => ({
                validator: (_, v) =>
                  v === getFieldValue('new_password') ? Promise.resolve() : Promise.reject(new Error('两次输入不一致'))
              })
            ]}
          >
            <Input.Password autoComplete='new-password' />
          </Form.Item>
          <Button type='primary' htmlType='submit' block>
            修改密码
          </Button>
        </Form>
      </Card>
    </main>
  )
}
