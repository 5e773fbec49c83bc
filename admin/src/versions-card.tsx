import { Button, Card, Table, message } from 'antd'
import dayjs from './day'
import { call } from './api'
import { showError } from './form-errors'

/** What a published version shows: its number, whether it is live, when, and one column of its own. */
export interface PublishedVersion {
  id: number
  active: boolean
  updatedAt: string
}

/**
 * The 版本 card of the pages that publish (home page, theme): every version, the live one marked, and a rollback
 * to any other through `POST /api/admin/<area>/rollback/:id`; `onRolledBack` reloads the page's state.
 */
export function VersionsCard<V extends PublishedVersion>(props: {
  area: 'home' | 'theme'
  versions: V[]
  /** The column that tells versions apart (the home page's note, the theme's colour). */
  detail: { title: string; render: (v: V) => string }
  onRolledBack: () => Promise<void> | void
}) {
  const rollback = async (id: number) => {
    try {
      await call(props.area === 'home' ? 'POST /home/rollback/:id' : 'POST /theme/rollback/:id', { params: { id } })
      message.success(`已回滚到版本 #${id}`)
      await props.onRolledBack()
    } catch (err) {
      showError(err)
    }
  }
  return (
    <Card title='版本' style={{ marginTop: 16 }}>
      <Table<V>
        rowKey='id'
        size='small'
        dataSource={props.versions}
        pagination={false}
        columns={[
          { title: '版本', dataIndex: 'id', render: (id: number) => `#${id}` },
          { title: props.detail.title, render: (_: unknown, v: V) => props.detail.render(v) },
          { title: '时间', dataIndex: 'updatedAt', render: (d: string) => dayjs(d).format('YYYY-MM-DD HH:mm') },
          {
            title: '操作',
            render: (_: unknown, v: V) =>
              v.active ? (
                '当前'
              ) : (
                <Button size='small' onClick={() => rollback(v.id)}>
                  回滚到此版本
                </Button>
              )
          }
        ]}
      />
    </Card>
  )
}
