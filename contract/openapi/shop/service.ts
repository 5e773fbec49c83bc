import type { RouteDocs } from '../types'

/** Service routes: health, SMS, districts, images, couriers, error reports (contract/api/service.ts). */
export const shopServiceDocs: RouteDocs = {
  'GET /api/health': { summary: 'Health check: the server answers and its database does' },
  'GET /api/service/image/:name': { summary: 'An uploaded image by name' },
  'POST /api/service/district/list': { summary: 'The provinces, or the cities or districts under a code' },
  'POST /api/service/district/next': { summary: 'The districts one level under a six-digit code' },
  'POST /api/service/express/info': { summary: 'The tracking of a waybill' },
  'POST /api/service/image/upload': { summary: 'Upload an image (avatar, after-sale proof) and get its URL' },
  'POST /api/service/sms/sendcode': { summary: 'Send an SMS verification code to a phone (rate-limited)' },
  'POST /api/v1/app/report': { summary: 'Report client errors (a batch of events) from the app' }
}
