import assert from 'node:assert/strict'

export const title =
  'privacy authorisation: with the platform check on, location and album calls wait for the privacy sheet; 拒绝 fails the call, 同意 lets it run'

// The journey launches the program itself: the shopper has yet to agree before anything runs.
export const keepLaunch = true

export default async function ({ mp, step, login, platform }) {
  const privacy = mp.host.privacy.state
  const sheet = { cls: 'privacy-sheet__panel' }
  const visible = () => mp.findAll(sheet).length > 0

  await step('app.json switches the platform check on; launch as a shopper who has not agreed', async () => {
    assert.equal(
      privacy.enabled,
      true,
      `app.json has no ${platform === 'weapp' ? '__usePrivacyCheck__' : 'usePrivacyCheck'}`
    )
    privacy.required = true
    await mp.start()
    assert.equal(typeof privacy.listener, 'function', 'no onNeedPrivacyAuthorization listener at startup')
  })

  await step(
    'startup asks for the location (app-run report): the privacy sheet shows first, with 《隐私政策》',
    async () => {
      await mp.waitFor(visible, { what: 'the privacy sheet' })
      assert.deepEqual(privacy.asked, ['getLocation'])
      assert.ok(!privacy.passed.includes('getLocation'), 'getLocation ran before the shopper answered')
      assert.match(mp.pageText(), /隐私保护提示.*《隐私政策》/)
      await mp.find({ cls: 'privacy-sheet__agree', text: '同意' })
    }
  )

  await step('拒绝: the held location call fails, the sheet closes, the app carries on', async () => {
    await mp.tap({ cls: 'privacy-sheet__refuse', text: '拒绝' })
    assert.ok(!visible(), 'the sheet stayed open')
    // The program's object comes from its own realm: compare the field, not the object.
    assert.equal(privacy.answers.at(-1)?.event, 'disagree')
    assert.equal(privacy.agreed, false)
    assert.ok(!privacy.passed.includes('getLocation'))
  })

  await step('log in and open 意见反馈; adding a picture asks first, and 拒绝 blocks chooseImage', async () => {
    await login()
    await mp.go('navigateTo', '/pages/service-feedback/index')
    await mp.waitRoute('/pages/service-feedback/index')
    // Pages opened meanwhile may have asked for the location again: answer for the page on screen only.
    while (visible()) await mp.tap({ cls: 'privacy-sheet__refuse', text: '拒绝' })
    const asked = privacy.asked.length
    await mp.tap({ cls: 'image-upload__add' })
    await mp.waitFor(visible, { what: 'the privacy sheet before chooseImage' })
    assert.equal(privacy.asked.at(-1), 'chooseImage')
    assert.equal(privacy.asked.length, asked + 1)
    await mp.tap({ cls: 'privacy-sheet__refuse', text: '拒绝' })
    assert.ok(!privacy.passed.includes('chooseImage'), 'chooseImage ran after 拒绝')
    assert.equal(mp.log.toasts.at(-1)?.text, '选择图片失败，请重试')
  })

  await step(
    '同意 (the agreePrivacyAuthorization button): chooseImage goes on; later calls need no sheet',
    async () => {
      await mp.tap({ cls: 'image-upload__add' })
      await mp.waitFor(visible, { what: 'the privacy sheet again' })
      const agree = await mp.find({ cls: 'privacy-sheet__agree', text: '同意' })
      // WeChat reports the agreement on the button's own event; Alipay's template binds the tap.
      if (platform === 'weapp') await mp.fire(agree, 'agreeprivacyauthorization')
      else await mp.tap(agree)
      assert.ok(!visible(), 'the sheet stayed open')
      assert.equal(privacy.agreed, true)
      assert.equal(privacy.answers.at(-1)?.event, 'agree')
      assert.equal(privacy.answers.at(-1)?.buttonId, 'privacy-agree')
      assert.equal(privacy.passed.at(-1), 'chooseImage')
      const asked = privacy.asked.length
      await mp.tap({ cls: 'image-upload__add' })
      assert.equal(privacy.asked.length, asked, 'asked again after agreeing')
      assert.ok(!visible())
    }
  )
}
