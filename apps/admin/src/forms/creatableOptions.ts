import { createFilterOptions, type FilterOptionsState } from '@mui/material';

/** An option at the end of a picker whose list lacks what was typed: "Create “…”" as a record of `resource`. */
export interface CreateOption {
  create: string;
  resource: string;
}

export function isCreateOption(option: unknown): option is CreateOption {
  return typeof option === 'object' && option !== null && 'create' in option;
}

/**
 * A picker's filter that ends the list with a create option for the typed text, one per
 * resource the picker can create, unless an option already has exactly that name.
 */
export function creatableFilter<T>(nameOf: (option: T) => string, resources: readonly string[]) {
  const filter = createFilterOptions<T>({ stringify: nameOf });
  return (choices: (T | CreateOption)[], state: FilterOptionsState<T | CreateOption>): (T | CreateOption)[] => {
    const options = choices.filter((choice): choice is T => !isCreateOption(choice));
    const matches = filter(options, state as FilterOptionsState<T>);
    const typed = state.inputValue.trim();
    const exists = options.some((option) => nameOf(option).toLowerCase() === typed.toLowerCase());
    return typed === '' || exists ? matches : [...matches, ...resources.map((resource) => ({ create: typed, resource }))];
  };
}
