import ComingSoon from '@/components/coming-soon'
import PageLayout from '@/components/page-layout'

export default function MyFavoritePage() {
  return (
    <PageLayout page='my-favorite'>
      <ComingSoon />
    </PageLayout>
  )
}
