/**
 * The menu editor's calls (packages/contract/src/staff-menu.ts, /api/staff/menu). A venue's
 * editor is one cache entry; every write refreshes it (the specials, shared by the venues,
 * refresh every venue's), and so does a refused write: its answer says the copy on screen is old.
 */
import type {
  CategoryOrder,
  categoryCreateSchema,
  categoryUpdateSchema,
  DishKind,
  DishKitchen,
  DishUpdate,
  dishCreateSchema,
  EditorCategory,
  EditorDish,
  EditorSpecial,
  MenuEditorResponse,
  specialCreateSchema,
  specialUpdateSchema,
} from '@storefront/contract/staff-menu';
import { useEffect, useMemo, useRef } from 'react';
import { shallowEqual } from 'react-redux';
import type { z } from 'zod/mini';
import { errorStatus } from '../../../lib/api';
import { staffApi } from '../../app/staff-api';
import { useStaffDispatch, useStaffSelector } from '../../app/staff-store';

export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;
export type DishCreate = z.infer<typeof dishCreateSchema>;
export type SpecialCreate = z.infer<typeof specialCreateSchema>;
export type SpecialUpdate = z.infer<typeof specialUpdateSchema>;

export interface DishRef {
  venueId: number;
  kind: DishKind;
  id: number;
}

const menuTag = (venueId: number) => ({ type: 'Menu' as const, id: venueId });

/** Refreshed after the write, and after a refusal the server answered (not a lost connection). */
function afterWrite<Arg extends { venueId: number }>(everyVenue = false) {
  return (_result: unknown, error: unknown, arg: Arg) =>
    error === undefined || typeof errorStatus(error) === 'number'
      ? [everyVenue ? ('Menu' as const) : menuTag(arg.venueId)]
      : [];
}

const dishUrl = ({ kind, id }: DishRef) => `/menu/dishes/${kind}/${id}`;

const menuApi = staffApi.enhanceEndpoints({ addTagTypes: ['Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    menuEditor: build.query<MenuEditorResponse, number>({
      query: (venueId) => `/menu?venueId=${venueId}`,
      providesTags: (_result, _error, venueId) => [menuTag(venueId)],
    }),
    createCategory: build.mutation<EditorCategory, CategoryCreate>({
      query: (body) => ({ url: '/menu/categories', method: 'POST', body }),
      invalidatesTags: afterWrite(),
    }),
    updateCategory: build.mutation<
      EditorCategory,
      { venueId: number; id: number; body: CategoryUpdate }
    >({
      query: ({ id, body }) => ({ url: `/menu/categories/${id}`, method: 'PUT', body }),
      invalidatesTags: afterWrite(),
    }),
    /** one menu's categories in a new order, in one write */
    orderCategories: build.mutation<unknown, CategoryOrder>({
      query: (body) => ({ url: '/menu/categories/order', method: 'PUT', body }),
      invalidatesTags: afterWrite(),
    }),
    deleteCategory: build.mutation<null, { venueId: number; id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/menu/categories/${id}?version=${version}`,
        method: 'DELETE',
      }),
      invalidatesTags: afterWrite(),
    }),
    /** the kitchen's times alone: open with POS=iiko too (issue 33) */
    setDishKitchen: build.mutation<EditorDish, DishRef & { body: DishKitchen }>({
      query: ({ body, ...dish }) => ({ url: `${dishUrl(dish)}/kitchen`, method: 'PUT', body }),
      invalidatesTags: afterWrite(),
    }),
    createDish: build.mutation<EditorDish, { venueId: number; body: DishCreate }>({
      query: ({ body }) => ({ url: '/menu/dishes', method: 'POST', body }),
      invalidatesTags: afterWrite(),
    }),
    updateDish: build.mutation<EditorDish, DishRef & { body: DishUpdate }>({
      query: ({ body, ...dish }) => ({ url: dishUrl(dish), method: 'PUT', body }),
      invalidatesTags: afterWrite(),
    }),
    deleteDish: build.mutation<null, DishRef & { version: number }>({
      query: ({ version, ...dish }) => ({
        url: `${dishUrl(dish)}?version=${version}`,
        method: 'DELETE',
      }),
      invalidatesTags: afterWrite(),
    }),
    /** The file itself is the body: the server reads its content, whatever its name says. */
    uploadDishPhoto: build.mutation<EditorDish, DishRef & { version: number; photo: File }>({
      query: ({ version, photo, ...dish }) => ({
        url: `${dishUrl(dish)}/photo?version=${version}`,
        method: 'PUT',
        body: photo,
        // Always as bytes: the server reads the content, and a type the browser invents for a
        // phone's photo ('image/heic-sequence', '') must not stop it at the door.
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      invalidatesTags: afterWrite(),
    }),
    removeDishPhoto: build.mutation<EditorDish, DishRef & { version: number }>({
      query: ({ version, ...dish }) => ({
        url: `${dishUrl(dish)}/photo?version=${version}`,
        method: 'DELETE',
      }),
      invalidatesTags: afterWrite(),
    }),
    createSpecial: build.mutation<EditorSpecial, { venueId: number; body: SpecialCreate }>({
      query: ({ body }) => ({ url: '/menu/specials', method: 'POST', body }),
      invalidatesTags: afterWrite(true),
    }),
    updateSpecial: build.mutation<
      EditorSpecial,
      { venueId: number; id: number; body: SpecialUpdate }
    >({
      query: ({ id, body }) => ({ url: `/menu/specials/${id}`, method: 'PUT', body }),
      invalidatesTags: afterWrite(true),
    }),
  }),
});

export const {
  useMenuEditorQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useOrderCategoriesMutation,
  useDeleteCategoryMutation,
  useCreateDishMutation,
  useSetDishKitchenMutation,
  useUpdateDishMutation,
  useDeleteDishMutation,
  useUploadDishPhotoMutation,
  useRemoveDishPhotoMutation,
  useCreateSpecialMutation,
  useUpdateSpecialMutation,
} = menuApi;

/**
 * Several venues' menus at once (the offers' dish and category choices): each venue's editor
 * query, subscribed while the caller shows, in the order asked.
 */
export function useVenueMenus(venueIds: readonly number[]) {
  const dispatch = useStaffDispatch();
  const key = venueIds.join(',');
  const ids = useMemo(
    () =>
      key
        .split(',')
        .filter((id) => id !== '')
        .map(Number),
    [key],
  );
  // The subscriptions held while shown: «Повторить» asks them again rather than adding more.
  const subscriptions = useRef<{ refetch(): unknown; unsubscribe(): void }[]>([]);
  useEffect(() => {
    const held = ids.map((id) => dispatch(menuApi.endpoints.menuEditor.initiate(id)));
    subscriptions.current = held;
    return () => {
      for (const subscription of held) subscription.unsubscribe();
    };
  }, [dispatch, ids]);
  // The staff store's type knows the base API only; the injected endpoint's state is in it.
  type MenuState = Parameters<ReturnType<typeof menuApi.endpoints.menuEditor.select>>[0];
  // One memoised selector per venue, kept while the venues are the same: each answers the same
  // object for the same state.
  const selectors = useMemo(() => ids.map((id) => menuApi.endpoints.menuEditor.select(id)), [ids]);
  const results = useStaffSelector(
    (state) => selectors.map((select) => select(state as unknown as MenuState)),
    shallowEqual,
  );
  return {
    menus: results.flatMap((result) => (result.data ? [result.data] : [])),
    loaded: results.every((result) => result.data !== undefined),
    failed: results.some((result) => result.isError),
    refetch: () => {
      for (const subscription of subscriptions.current) subscription.refetch();
    },
  };
}
