import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

export const dataProvider = simpleRestProvider('/api', httpClient);
