import { describe, expect, it } from 'vitest';
import { flightOrderBodySchema } from '../contract/order.ts';
import {
  checkFlightRequest,
  emptyFlightValues,
  flightBody,
  passengerIdsOf,
  togglePassenger,
  type FlightValues,
} from './flight.ts';

const dates = { today: '2027-04-20', lastDay: '2027-05-03' };
const valid: FlightValues = {
  ...emptyFlightValues,
  departureCity: ' São Paulo ',
  departDate: '2027-04-30',
  returnDate: '2027-05-04',
  cabinClass: 'business',
  passengers: '12,7',
  remark: 'aisle seats',
  contactName: '王伟',
  contactPhone: '13800000001',
};

describe('checkFlightRequest', () => {
  it('accepts a complete request, and its body is what the contract accepts', () => {
    expect(checkFlightRequest(valid, dates)).toEqual({});
    const body = flightBody(valid, 42);
    expect(body).toEqual({
      exhibitionId: 42,
      departureCity: 'São Paulo',
      departDate: '2027-04-30',
      returnDate: '2027-05-04',
      cabinClass: 'business',
      passengerIds: [12, 7],
      remark: 'aisle seats',
      contact: { name: '王伟', phone: '+8613800000001' },
    });
    expect(flightOrderBodySchema.safeParse(body).success).toBe(true);
    expect(flightBody({ ...valid, returnDate: ' ' }, 42).returnDate).toBeNull();
  });

  it('names every missing field of an empty form', () => {
    expect(checkFlightRequest(emptyFlightValues, dates)).toEqual({
      departureCity: { key: 'form.errors.required' },
      departDate: { key: 'form.errors.required' },
      passengers: { key: 'flight.errors.passengers', values: { max: 9 } },
      contactName: { key: 'form.errors.required' },
      contactPhone: { key: 'form.errors.required' },
    });
  });

  it('keeps the departure after today and no later than the fair, and the return after the departure', () => {
    const errorOf = (values: Partial<FlightValues>) => checkFlightRequest({ ...valid, ...values }, dates);
    expect(errorOf({ departDate: '2027-04-20' }).departDate).toEqual({ key: 'flight.errors.departPast' });
    expect(errorOf({ departDate: '2027-05-04', returnDate: '' }).departDate).toEqual({
      key: 'flight.errors.departAfterFair',
      values: { date: '2027-05-03' },
    });
    expect(errorOf({ departDate: '2027-05-03', returnDate: '' }).departDate).toBeUndefined();
    expect(errorOf({ departDate: '2027-02-30' }).departDate).toEqual({ key: 'flight.errors.date' });
    expect(errorOf({ returnDate: '2027-04-29' }).returnDate).toEqual({
      key: 'flight.errors.returnBeforeDepart',
    });
    expect(errorOf({ returnDate: '2027-04-30' }).returnDate).toBeUndefined();
    expect(errorOf({ returnDate: 'tomorrow' }).returnDate).toEqual({ key: 'flight.errors.date' });
  });

  it('refuses what the contract refuses: hostile city names, unknown cabins, too many passengers, long remarks', () => {
    const refusals: [Partial<FlightValues>, keyof FlightValues][] = [
      [{ departureCity: '<script>alert(1)</script>' }, 'departureCity'],
      [{ departureCity: "x'); DROP TABLE flight_orders;--" }, 'departureCity'],
      [{ departureCity: 'B' }, 'departureCity'],
      [{ departureCity: 'B'.repeat(41) }, 'departureCity'],
      [{ cabinClass: 'cargo' }, 'cabinClass'],
      [{ passengers: '1,2,3,4,5,6,7,8,9,10' }, 'passengers'],
      [{ remark: 'x'.repeat(501) }, 'remark'],
      [{ contactPhone: '12345' }, 'contactPhone'],
    ];
    for (const [change, field] of refusals) {
      const values = { ...valid, ...change };
      expect(checkFlightRequest(values, dates)[field], field).toBeDefined();
      expect(flightOrderBodySchema.safeParse(flightBody(values, 42)).success, field).toBe(false);
    }
    for (const city of ['上海', "Xi'an", 'St. Louis', 'Saint-Étienne', 'Ürümqi'])
      expect(
        checkFlightRequest({ ...valid, departureCity: city }, dates).departureCity,
        city,
      ).toBeUndefined();
  });
});

describe('passengers field', () => {
  it('reads visitor ids once each and ignores anything else', () => {
    expect(passengerIdsOf('')).toEqual([]);
    expect(passengerIdsOf('12, 7,12,x,-3,0,1.5')).toEqual([12, 7]);
  });
  it('adds and removes one passenger', () => {
    expect(togglePassenger('', 4, true)).toBe('4');
    expect(togglePassenger('4,9', 4, false)).toBe('9');
    expect(togglePassenger('4', 4, true)).toBe('4');
  });
});
