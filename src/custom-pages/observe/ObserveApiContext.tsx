import { createContext, useContext } from 'react';
import { type ObserveApi, observeApi } from '../../providers/observeApi';

/** The observation pages' calls; tests provide their own. */
export const ObserveApiContext = createContext<ObserveApi>(observeApi);

export const useObserveApi = (): ObserveApi => useContext(ObserveApiContext);
