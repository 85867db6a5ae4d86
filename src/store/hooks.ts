import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';

export const useAppDispatch: () => Dispatch<UnknownAction> = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
