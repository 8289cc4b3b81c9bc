import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The field must equal another field of the same request (password confirmation). */
export function Match(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'match',
      target: target.constructor,
      propertyName: String(propertyName),
      constraints: [other],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}
