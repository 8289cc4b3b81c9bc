import { RequiredText } from '../../platform/http/field-decorators';

/** A mail to a customer, written whole by the sender: a subject and a message, both required. */
export class CustomerEmailRequest {
  @RequiredText('subject') subject!: string;
  @RequiredText('message', 20_000) message!: string;
}
