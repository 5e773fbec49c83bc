import DistrictPicker from '@/features/address/district-picker'

/** The district picker as the region line uses it (picker.h5.ts: loaded on the first tap on H5). */
export { DistrictPicker as RegionPicker }
