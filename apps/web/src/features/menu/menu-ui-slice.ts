/** Which category is open, remembered per menu and venue while the guest moves around the site. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MenuUiState {
  /** key: menuScopeKey(scope, venueId) */
  selectedCategory: Record<string, number>;
}

export function menuScopeKey(scope: string, venueId: number): string {
  return `${scope}:${venueId}`;
}

export const menuUiSlice = createSlice({
  name: 'menuUi',
  initialState: { selectedCategory: {} } as MenuUiState,
  reducers: {
    selectCategory(state, { payload }: PayloadAction<{ key: string; categoryId: number }>) {
      state.selectedCategory[payload.key] = payload.categoryId;
    },
  },
  selectors: {
    selectRememberedCategory: (state, key: string) => state.selectedCategory[key],
  },
});

export const { selectCategory } = menuUiSlice.actions;
export const { selectRememberedCategory } = menuUiSlice.selectors;
