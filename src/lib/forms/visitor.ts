import { visitorBodySchema, type VisitorBody } from '../contract/manager.ts';
import { collectErrors, type FieldErrors } from './field-errors.ts';
import { checkChoice, checkEmail, checkFormat, checkPhone, checkText, phoneValue } from './rules.ts';

// A visitor (a person tickets are issued to), as the management centre's visitor form and the
// ticket checkout's "add a visitor" group both check it, by visitorBodySchema's rules.

/** The visitor form's values, as typed. */
export interface VisitorFormValues {
  name: string;
  phone: string;
  email: string;
  company: string;
  position: string;
  idType: string;
  idNumber: string;
}

/** The kinds of identity document, in the order forms offer them. */
export const idTypes: readonly VisitorBody['idType'][] = visitorBodySchema.shape.idType.options;

/** The empty visitor form. */
export const emptyVisitorForm: VisitorFormValues = {
  name: '',
  phone: '',
  email: '',
  company: '',
  position: '',
  idType: 'id-card',
  idNumber: '',
};

/** Checks the visitor form by the rules of visitorBodySchema. */
export function checkVisitor(values: VisitorFormValues): FieldErrors<keyof VisitorFormValues> {
  const shape = visitorBodySchema.shape;
  return collectErrors({
    name: checkText(values.name, shape.name),
    phone: checkPhone(values.phone),
    email: checkEmail(values.email),
    company: checkText(values.company, shape.company.unwrap()),
    position: checkText(values.position, shape.position.unwrap()),
    idType: checkChoice(values.idType, idTypes),
    idNumber: checkFormat(values.idNumber, shape.idNumber, 'form.errors.idNumber'),
  });
}

/** The request body of a checked visitor form. */
export function visitorBody(values: VisitorFormValues): VisitorBody {
  const email = values.email.trim();
  return {
    name: values.name.trim(),
    phone: phoneValue(values.phone),
    ...(email !== '' && { email }),
    company: values.company.trim(),
    position: values.position.trim(),
    idType: values.idType as VisitorBody['idType'],
    idNumber: values.idNumber.trim(),
  };
}

/** The visitor form filled from a saved visitor. */
export function visitorFormOf(
  visitor: Omit<VisitorBody, 'email'> & { email?: string | null | undefined },
): VisitorFormValues {
  return {
    name: visitor.name,
    phone: visitor.phone,
    email: visitor.email ?? '',
    company: visitor.company,
    position: visitor.position,
    idType: visitor.idType,
    idNumber: visitor.idNumber,
  };
}
