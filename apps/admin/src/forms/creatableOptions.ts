import { createFilterOptions, type FilterOptionsState } from '@mui/material';

/** The last option of a picker whose list lacks what was typed: "Create “…”". */
export interface CreateOption {
  create: string;
}

export function isCreateOption(option: unknown): option is CreateOption {
  return typeof option === 'object' && option !== null && 'create' in option;
}

/**
 * A picker's filter that ends the list with a create option for the typed text, unless an
 * option already has exactly that name.
 */
export function creatableFilter<T>(nameOf: (option: T) => string) {
  const filter = createFilterOptions<T>({ stringify: nameOf });
  return (choices: (T | CreateOption)[], state: FilterOptionsState<T | CreateOption>): (T | CreateOption)[] => {
    const options = choices.filter((choice): choice is T => !isCreateOption(choice));
    const matches = filter(options, state as FilterOptionsState<T>);
    const typed = state.inputValue.trim();
    const exists = options.some((option) => nameOf(option).toLowerCase() === typed.toLowerCase());
    return typed === '' || exists ? matches : [...matches, { create: typed }];
  };
}
