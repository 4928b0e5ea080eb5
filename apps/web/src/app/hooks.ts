/**
 * How features reach the store: typed hooks and the state's types. Features import this module,
 * never store.ts (which imports the features' slices); the linter holds that (biome.json).
 */
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export type { AppDispatch, RootState };
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
