import { isoDateSchema } from '../contract/common.ts';
import {
  cabinClassSchema,
  cityNameSchema,
  flightOrderBodySchema,
  maxFlightPassengers,
  type FlightOrderBody,
} from '../contract/order.ts';
import { checkContact, contactBody, contactOf, type ContactField } from './contact.ts';
import { collectErrors, type FieldError, type FieldErrors } from './field-errors.ts';
import { checkChoice, checkFormat, checkText } from './rules.ts';

// The flight request form (/flight/{exhibitionId}.html): the rules of POST /api/orders/flights
// (src/lib/contract/order.ts) restated as message keys, so the member sees them in their language
// before anything is sent. The API checks everything again, and the fair's dates too.

/** What the flight request form holds, every field as typed; passengers are visitor ids, comma-joined. */
export interface FlightValues extends Record<ContactField, string> {
  departureCity: string;
  departDate: string;
  returnDate: string;
  cabinClass: string;
  passengers: string;
  remark: string;
}

/** A field of the flight request form. */
export type FlightField = keyof FlightValues;

/** An empty request: economy, no passenger chosen. */
export const emptyFlightValues: FlightValues = {
  departureCity: '',
  departDate: '',
  returnDate: '',
  cabinClass: 'economy',
  passengers: '',
  remark: '',
  contactName: '',
  contactPhone: '',
  contactEmail: '',
};

/** The cabin classes offered, in the contract's order. */
export const cabinClasses = cabinClassSchema.options;

/** The remark's limits (the contract's default-wrapped text schema). */
const remarkSchema = flightOrderBodySchema.shape.remark.unwrap();

/**
 * The visitor ids of the passengers field: positive whole numbers, each once, in order.
 * @example passengerIdsOf('12,7,12,x') // [12, 7]
 */
export function passengerIdsOf(text: string): number[] {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const id = Number(part.trim());
    if (/^\d{1,10}$/.test(part.trim()) && id >= 1 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The passengers field with one visitor chosen or not.
 * @example togglePassenger('12', 7, true) // '12,7'
 */
export function togglePassenger(text: string, visitorId: number, chosen: boolean): string {
  const ids = passengerIdsOf(text).filter((id) => id !== visitorId);
  return (chosen ? [...ids, visitorId] : ids).join(',');
}

/** The fair's dates the departure must fit: after today and no later than the fair's last day. */
export interface FlightDates {
  /** Today, YYYY-MM-DD (UTC, as the API counts it). */
  today: string;
  /** The exhibition's last day, YYYY-MM-DD. */
  lastDay: string;
}

function checkDepartDate(value: string, { today, lastDay }: FlightDates): FieldError | undefined {
  const date = value.trim();
  if (date === '') return { key: 'form.errors.required' };
  if (!isoDateSchema.safeParse(date).success) return { key: 'flight.errors.date' };
  if (date <= today) return { key: 'flight.errors.departPast' };
  if (date > lastDay) return { key: 'flight.errors.departAfterFair', values: { date: lastDay } };
  return undefined;
}

function checkReturnDate(value: string, departDate: string): FieldError | undefined {
  const date = value.trim();
  if (date === '') return undefined;
  if (!isoDateSchema.safeParse(date).success) return { key: 'flight.errors.date' };
  return date < departDate.trim() ? { key: 'flight.errors.returnBeforeDepart' } : undefined;
}

function checkPassengers(text: string): FieldError | undefined {
  const count = passengerIdsOf(text).length;
  return count >= 1 && count <= maxFlightPassengers
    ? undefined
    : { key: 'flight.errors.passengers', values: { max: maxFlightPassengers } };
}

/**
 * The field errors of a flight request; none when it may be sent.
 * @example checkFlightRequest({ ...emptyFlightValues }, dates).passengers // { key: 'flight.errors.passengers', values: { max: 9 } }
 */
export function checkFlightRequest(values: FlightValues, dates: FlightDates): FieldErrors<FlightField> {
  return {
    ...collectErrors({
      departureCity:
        checkText(values.departureCity, cityNameSchema) ??
        checkFormat(values.departureCity, cityNameSchema, 'flight.errors.city'),
      departDate: checkDepartDate(values.departDate, dates),
      returnDate: checkReturnDate(values.returnDate, values.departDate),
      cabinClass: checkChoice(values.cabinClass, cabinClasses),
      passengers: checkPassengers(values.passengers),
      remark: checkText(values.remark, remarkSchema),
    }),
    ...checkContact(contactOf(values)),
  };
}

/** The body of POST /api/orders/flights of valid values. */
export function flightBody(values: FlightValues, exhibitionId: number): FlightOrderBody {
  const returnDate = values.returnDate.trim();
  return {
    exhibitionId,
    departureCity: values.departureCity.trim(),
    departDate: values.departDate.trim(),
    returnDate: returnDate === '' ? null : returnDate,
    cabinClass: values.cabinClass as FlightOrderBody['cabinClass'],
    passengerIds: passengerIdsOf(values.passengers),
    remark: values.remark.trim(),
    contact: contactBody(contactOf(values)),
  };
}
