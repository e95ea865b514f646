import { defineMessages } from "~/lib/messages";

// The organizer console's refusals (locales/<lng>/organizer.json "errors").

export const ORGANIZER_MESSAGES = defineMessages("organizer:errors", {
  timeZone: "Please choose a time zone from the list.",
  meetingDay: "Meeting days must be days of the fair.",
  noMeetingDay: "Choose at least one meeting day.",
  hoursOrder: "The meeting hours must end after they start.",
  wholeSlots: "The meeting hours must be a whole number of slots.",
  slotLength: "A slot lasts from 5 to 240 minutes.",
  time: "Please enter a time as HH:MM.",
  country: "Please choose a country from the list.",
  website: "Please enter a web address starting with http:// or https://.",
  founded: "Please enter a year between 1000 and 2100.",
  productName: "Please enter the product's name (up to 200 characters).",
  vintage: "A vintage is a year from 1800 to 2100.",
  countryCode: "Please enter the country as its two-letter code, such as DE or FR.",
  alcohol: "Alcohol is a percentage from 0 to 100.",
  residualSugar: "Residual sugar is from 0 to 1000 g/l.",
  totalAcidity: "Total acidity is from 0 to 100 g/l.",
  ph: "The pH is from 0 to 14.",
  bottleSize: "The bottle size is a whole number of millilitres, up to 30000.",
  price: "The price is a number from 0 to 1000000.",
  tooLong: "This text is too long.",
  exhibitorOfEvent: "Please choose an exhibitor of this event.",
  unknownProducer: "No producer has this ID.",
  exhibitorChanged:
    "This exhibitor was changed by someone else in the meantime. Reload to see the new values, then make your change again.",
  productChanged:
    "This product was changed by someone else in the meantime. Reload to see the new values, then make your change again.",
});

/** The console pages' own refusals (locales/<lng>/organizer.json, under each page). */
export const PRODUCT_PAGE_MESSAGES = defineMessages("organizer:product", {
  notListed: "This product is not in this event’s catalogue any more.",
});

export const PERSON_PAGE_MESSAGES = defineMessages("organizer:person", {
  mailFailed: "The e-mail could not be sent. Nothing was recorded; try again later.",
});

export const CHAT_REPORT_PAGE_MESSAGES = defineMessages("organizer:reports", {
  gone: "This report was handled already.",
});
