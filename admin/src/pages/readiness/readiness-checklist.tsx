import { useEffect, useState } from 'react'
import { Alert, Card, List, Typography } from 'antd'
import { Link } from 'react-router-dom'
import { call, type Answer } from '../../api'
import { showError } from '../../form-errors'

type Data = Answer<'GET /readiness'>

/**
 * 开店准备 on 概览: what the shop still needs before it can sell, each item linked to the screen that does it, shown
 * until every item is done (a production start makes an empty shop: docs/deploy.md). Items the server's settings
 * hold (payment, couriers) have no screen; their text names the setting.
 */
export default function ReadinessChecklist() {
  const [data, setData] = useState<Data | null>(null)
  useEffect(() => {
    call('GET /readiness').then(setData, showError)
  }, [])
  if (!data || data.ready) return null
  const missing = data.items.filter((i) => !i.done)
  const done = data.items.filter((i) => i.done)
  return (
    <Card title={`开店准备：还差 ${missing.length} 项`} style={{ marginBottom: 16 }} data-testid='readiness'>
      <Alert type='info' showIcon style={{ marginBottom: 12 }} message='完成以下各项后，店铺才能正常售卖。' />
      <List
        size='small'
        dataSource={missing}
        renderItem={(item) => (
          <List.Item
            key={item.key}
            actions={
              item.link
                ? [
                    <Link key='go' to={item.link}>
                      去设置
                    </Link>
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={item.link ? <Link to={item.link}>{item.title}</Link> : item.title}
              description={item.detail}
            />
          </List.Item>
        )}
      />
      {done.length > 0 && (
        <Typography.Paragraph type='secondary' style={{ margin: '12px 0 0' }}>
          已完成：{done.map((i) => i.title).join('、')}
        </Typography.Paragraph>
      )}
    </Card>
  )
}
