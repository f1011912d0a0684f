import { baseApi } from './base-api.js';
import { homeEndpoints } from './endpoints/home.js';

export * from './endpoints/home.js';

/** The rows of the home page. */
export const homeApi = baseApi.injectEndpoints({ endpoints: homeEndpoints });

export const {
  /** React hook for the `getHome` query of {@link homeApi}: fetches, caches and refetches when its tags are invalidated. */
  useGetHomeQuery,
} = homeApi;
