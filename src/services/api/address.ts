import type { Address, AddressInput } from '@contract/schemas/address'
import { request, type RequestOptions } from '../request'

// POST /api/v1/addr/list
export const getAddressList = (options?: RequestOptions) => request<Address[]>('/addr/list', {}, options)

// POST /api/v1/addr/info
export const getAddressInfo = (body: { id: number }, options?: RequestOptions) =>
  request<Address>('/addr/info', body, options)

// POST /api/v1/addr/add: creates, or updates when id is given
export const saveAddress = (body: AddressInput, options?: RequestOptions) =>
  request<Address>('/addr/add', { ...body }, options)

// POST /api/v1/addr/del
export const deleteAddress = (body: { addr_id: number }, options?: RequestOptions) =>
  request<unknown>('/addr/del', body, options)
