import { afterEach, describe, expect, it } from 'vitest';
import { sessionActions, sessionEvents } from '@/stores/session';
import { clubMemberUser, customerUser } from '@/testing/fixtures/users';
import { pricedRow } from '@/testing/fixtures/search';
import { searchActions, searchSnapshot } from '../stores/search-results';
import { subscribeSearchToSession } from './subscribe-session';

const withResults = () => searchActions().searchSucceeded([pricedRow]);

describe('subscribeSearchToSession (product-rules §4)', () => {
  let unsubscribe = () => {};
  afterEach(() => {
    unsubscribe();
    sessionActions().loggedOut();
    searchActions().resultsCleared();
  });

  it('clears the results when the user type changes', () => {
    unsubscribe = subscribeSearchToSession();
    withResults();
    sessionActions().authenticated(clubMemberUser);
    expect(searchSnapshot().rows).toEqual([]);
    expect(searchSnapshot().status).toBe('idle');
  });

  it('keeps them when the user changes but the type does not', () => {
    unsubscribe = subscribeSearchToSession();
    withResults();
    sessionActions().authenticated(customerUser); // type 6 like the generic user
    expect(searchSnapshot().rows).toEqual([pricedRow]);
  });

  it('clears the results when a login is submitted', () => {
    unsubscribe = subscribeSearchToSession();
    withResults();
    sessionEvents.loginSubmitted();
    expect(searchSnapshot().rows).toEqual([]);
  });

  it('stops listening once unsubscribed', () => {
    subscribeSearchToSession()();
    withResults();
    sessionEvents.loginSubmitted();
    sessionActions().authenticated(clubMemberUser);
    expect(searchSnapshot().rows).toEqual([pricedRow]);
  });
});
