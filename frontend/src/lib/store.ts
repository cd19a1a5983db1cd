import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import { api } from './api';
import type { staffApi } from './staff-api';

/**
 * The site's reducer: the public API's slice from the start; the staff console's API slice is
 * injected when the console's chunk loads (lib/staff-api.ts), so no public page carries it.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<WithSlice<typeof staffApi>>();

/** Where the console adds its API slice's middleware as it loads. */
export const dynamicMiddleware = createDynamicMiddleware();

/**
 * The page's one store. Public forms reach their API slice through it (`endpoint.initiate`)
 * rather than through React context, so public pages load neither react-redux nor any of the
 * console; the console hands it to its routes through react-redux's Provider.
 */
export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault().prepend(dynamicMiddleware.middleware).concat(api.middleware),
});

export type RootState = ReturnType<typeof store.getState>;
