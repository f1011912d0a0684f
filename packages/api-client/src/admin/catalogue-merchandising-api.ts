import {
  type AdminBookRequest,
  type AdminBookRequestDeclinedInput,
  type AdminBookRequestResponse,
  type AdminBookRequestSourcedInput,
  type AdminBookRequestsQuery,
  type AdminBookRequestsResponse,
  type AdminCardRule,
  type AdminCardRuleInput,
  type AdminCardRuleResponse,
  type AdminCardRulesResponse,
  type AdminCategoryNode,
  type AdminCategoryPatch,
  type AdminCategoryTreeResponse,
  type AdminGiftCard,
  type AdminGiftCardResponse,
  type AdminGiftCardsQuery,
  type AdminGiftCardsResponse,
  type AdminGiftCardVoidInput,
  type AdminHomeBannerInput,
  type AdminHomeLayoutResponse,
  type AdminHomeRowInput,
  CATALOGUE_API_PATHS,
} from '@bookshop/domain';
import { adminQueryString } from './admin-base-api.js';
import { AUDITED, catalogueApi, fileBody } from './catalogue-tags.js';

/** A thing's id and the body of its change. */
export interface ChangeArgs<Body> {
  id: number;
  body: Body;
}

/** The home page as the desk edits it. */
export type AdminHomeLayout = AdminHomeLayoutResponse['data'];

/**
 * The catalogue desk's merchandising (issue 25): the category tree (rename, reorder, move, hide),
 * the home page's banners and rows, bank-card discount rules with their bank's logo, book
 * requests from `/request` (sourced or declined) and gift cards (void). A change that answers the
 * whole tree or home page replaces the desk's copy at once.
 */
export const catalogueMerchandisingApi = catalogueApi.injectEndpoints({
  endpoints: (build) => {
    /** A home page change: its answer is the whole home page. */
    const homeChange = <Args>(request: (args: Args) => { url: string; method: string; body?: unknown }) =>
      build.mutation<AdminHomeLayout, Args>({
        query: request,
        transformResponse: (response: AdminHomeLayoutResponse) => response.data,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(catalogueMerchandisingApi.util.upsertQueryData('getHomeLayout', undefined, data));
          } catch {
            // Refused: the page says why; the layout is read again below.
          }
        },
        invalidatesTags: (result) => (result ? [AUDITED] : [{ type: 'HomeLayout', id: 'ALL' }, AUDITED]),
      });
    /** A card rule change: its answer is the rule; the list is read again. */
    const cardRuleChange = <Args>(request: (args: Args) => { url: string; method: string; body?: unknown }) =>
      build.mutation<AdminCardRule, Args>({
        query: request,
        transformResponse: (response: AdminCardRuleResponse) => response.data.rule,
        invalidatesTags: [{ type: 'CardRules', id: 'LIST' }, AUDITED],
      });
    const requestAnswer = <Body>(path: (id: number) => string) =>
      build.mutation<AdminBookRequest, ChangeArgs<Body>>({
        query: ({ id, body }) => ({ url: path(id), method: 'POST', body }),
        transformResponse: (response: AdminBookRequestResponse) => response.data.request,
        invalidatesTags: [{ type: 'BookRequests', id: 'LIST' }, AUDITED],
      });

    return {
      getCategoryTree: build.query<readonly AdminCategoryNode[], void>({
        query: () => CATALOGUE_API_PATHS.categories,
        transformResponse: (response: AdminCategoryTreeResponse) => response.data.categories,
        providesTags: [{ type: 'Categories', id: 'TREE' }],
      }),
      patchCategory: build.mutation<readonly AdminCategoryNode[], ChangeArgs<AdminCategoryPatch>>({
        query: ({ id, body }) => ({ url: CATALOGUE_API_PATHS.category(id), method: 'PATCH', body }),
        transformResponse: (response: AdminCategoryTreeResponse) => response.data.categories,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(catalogueMerchandisingApi.util.upsertQueryData('getCategoryTree', undefined, data));
          } catch {
            // Refused (a move the tree does not allow): the page says why.
          }
        },
        invalidatesTags: (result) => (result ? [AUDITED] : [{ type: 'Categories', id: 'TREE' }, AUDITED]),
      }),

      getHomeLayout: build.query<AdminHomeLayout, void>({
        query: () => CATALOGUE_API_PATHS.home,
        transformResponse: (response: AdminHomeLayoutResponse) => response.data,
        providesTags: [{ type: 'HomeLayout', id: 'ALL' }],
      }),
      addHomeBanner: homeChange((body: AdminHomeBannerInput) => ({
        url: CATALOGUE_API_PATHS.homeBanners,
        method: 'POST',
        body,
      })),
      updateHomeBanner: homeChange(({ id, body }: ChangeArgs<AdminHomeBannerInput>) => ({
        url: CATALOGUE_API_PATHS.homeBanner(id),
        method: 'PUT',
        body,
      })),
      removeHomeBanner: homeChange((id: number) => ({
        url: CATALOGUE_API_PATHS.homeBanner(id),
        method: 'DELETE',
      })),
      addHomeRow: homeChange((body: AdminHomeRowInput) => ({
        url: CATALOGUE_API_PATHS.homeRows,
        method: 'POST',
        body,
      })),
      updateHomeRow: homeChange(({ id, body }: ChangeArgs<AdminHomeRowInput>) => ({
        url: CATALOGUE_API_PATHS.homeRow(id),
        method: 'PUT',
        body,
      })),
      removeHomeRow: homeChange((id: number) => ({ url: CATALOGUE_API_PATHS.homeRow(id), method: 'DELETE' })),

      listCardRules: build.query<readonly AdminCardRule[], void>({
        query: () => CATALOGUE_API_PATHS.cardRules,
        transformResponse: (response: AdminCardRulesResponse) => response.data.rules,
        providesTags: [{ type: 'CardRules', id: 'LIST' }],
      }),
      addCardRule: cardRuleChange((body: AdminCardRuleInput) => ({
        url: CATALOGUE_API_PATHS.cardRules,
        method: 'POST',
        body,
      })),
      updateCardRule: cardRuleChange(({ id, body }: ChangeArgs<AdminCardRuleInput>) => ({
        url: CATALOGUE_API_PATHS.cardRule(id),
        method: 'PUT',
        body,
      })),
      enableCardRule: cardRuleChange((id: number) => ({
        url: CATALOGUE_API_PATHS.cardRuleEnable(id),
        method: 'POST',
      })),
      disableCardRule: cardRuleChange((id: number) => ({
        url: CATALOGUE_API_PATHS.cardRuleDisable(id),
        method: 'POST',
      })),
      uploadCardRuleLogo: cardRuleChange(
        ({ id, file, fileName }: { id: number; file: Blob; fileName?: string }) => ({
          url: CATALOGUE_API_PATHS.cardRuleLogo(id),
          method: 'POST',
          body: fileBody('logo', file, fileName),
        }),
      ),
      removeCardRule: build.mutation<unknown, number>({
        query: (id) => ({ url: CATALOGUE_API_PATHS.cardRule(id), method: 'DELETE' }),
        invalidatesTags: [{ type: 'CardRules', id: 'LIST' }, AUDITED],
      }),

      listBookRequests: build.query<AdminBookRequestsResponse['data'], AdminBookRequestsQuery>({
        query: (query) => `${CATALOGUE_API_PATHS.bookRequests}${adminQueryString(query)}`,
        transformResponse: (response: AdminBookRequestsResponse) => response.data,
        providesTags: [{ type: 'BookRequests', id: 'LIST' }],
      }),
      markBookRequestSourced: requestAnswer<AdminBookRequestSourcedInput>(
        CATALOGUE_API_PATHS.bookRequestSourced,
      ),
      declineBookRequest: requestAnswer<AdminBookRequestDeclinedInput>(
        CATALOGUE_API_PATHS.bookRequestDeclined,
      ),

      listGiftCards: build.query<AdminGiftCardsResponse['data'], AdminGiftCardsQuery>({
        query: (query) => `${CATALOGUE_API_PATHS.giftCards}${adminQueryString(query)}`,
        transformResponse: (response: AdminGiftCardsResponse) => response.data,
        providesTags: [{ type: 'GiftCards', id: 'LIST' }],
      }),
      voidGiftCard: build.mutation<AdminGiftCard, ChangeArgs<AdminGiftCardVoidInput>>({
        query: ({ id, body }) => ({ url: CATALOGUE_API_PATHS.giftCardVoid(id), method: 'POST', body }),
        transformResponse: (response: AdminGiftCardResponse) => response.data.gift_card,
        invalidatesTags: [{ type: 'GiftCards', id: 'LIST' }, AUDITED],
      }),
    };
  },
});

export const {
  /** React hook for `getCategoryTree`: every category, top level first. */
  useGetCategoryTreeQuery,
  /** React hook for `patchCategory`: rename (in English, or in Urdu with `name_ur`), hide or show, move, reorder; answers the tree. */
  usePatchCategoryMutation,
  /** React hook for `getHomeLayout`: the home page's banners and rows. */
  useGetHomeLayoutQuery,
  /** React hook for `addHomeBanner`. */
  useAddHomeBannerMutation,
  /** React hook for `updateHomeBanner`. */
  useUpdateHomeBannerMutation,
  /** React hook for `removeHomeBanner`. */
  useRemoveHomeBannerMutation,
  /** React hook for `addHomeRow`. */
  useAddHomeRowMutation,
  /** React hook for `updateHomeRow`. */
  useUpdateHomeRowMutation,
  /** React hook for `removeHomeRow`. */
  useRemoveHomeRowMutation,
  /** React hook for `listCardRules`: every bank-card rule, enabled or not. */
  useListCardRulesQuery,
  /** React hook for `addCardRule`. */
  useAddCardRuleMutation,
  /** React hook for `updateCardRule`. */
  useUpdateCardRuleMutation,
  /** React hook for `enableCardRule`. */
  useEnableCardRuleMutation,
  /** React hook for `disableCardRule`. */
  useDisableCardRuleMutation,
  /** React hook for `uploadCardRuleLogo`: the bank's logo (JPEG, PNG or WebP). */
  useUploadCardRuleLogoMutation,
  /** React hook for `removeCardRule`. */
  useRemoveCardRuleMutation,
  /** React hook for `listBookRequests`: requests from /request, newest first, counts by status. */
  useListBookRequestsQuery,
  /** React hook for `markBookRequestSourced`: the book linked, the shopper e-mailed. */
  useMarkBookRequestSourcedMutation,
  /** React hook for `declineBookRequest`: the reply e-mailed. */
  useDeclineBookRequestMutation,
  /** React hook for `listGiftCards`: gift cards with state and remaining value. */
  useListGiftCardsQuery,
  /** React hook for `voidGiftCard`: an active card voided with a reason. */
  useVoidGiftCardMutation,
} = catalogueMerchandisingApi;
