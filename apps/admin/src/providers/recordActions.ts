import { httpClient } from './httpClient';

export interface Choice {
  id: string;
  name: string;
}

/** Lists the server keeps for the settings' choice inputs. */
export type RemoteChoices = 'time-zone' | 'currency';

/** The shared record form's calls beyond CRUD, as dataProvider methods (used through react-query). */
export const recordActions = {
  /** The code the next record of an auto-numbered resource would get; the server numbers it again on save. */
  async getNewCode(resource: string): Promise<string> {
    return ((await httpClient(`/api/${resource}/get/new/code`)).json as { code: string }).code;
  },
  async getChoices(list: RemoteChoices): Promise<Choice[]> {
    return (await httpClient(`/api/configurations/${list}`)).json as Choice[];
  },
};
