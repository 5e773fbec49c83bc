import { useThemeStore } from '@/stores/theme'
import type { ThemeConfig } from '@contract/schemas/home'

/** What the gift card is called on screen: theme.config gift_card_name + gift_card_name_suffix (e.g. 购物卡). */
export function giftCardName(config: Pick<ThemeConfig, 'gift_card_name' | 'gift_card_name_suffix'>): string {
  return `${config.gift_card_name || '购物卡'}${config.gift_card_name_suffix ?? ''}`
}

/** The gift card's name and whether the theme shows the feature at all (gift_card_visible). */
export function useGiftCardName(): { name: string; visible: boolean } {
  const name = useThemeStore((s) => giftCardName(s.config))
  const visible = useThemeStore((s) => s.config.gift_card_visible !== false)
  return { name, visible }
}
