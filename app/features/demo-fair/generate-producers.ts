import { LOCALES } from "~/lib/locales";
import type { FairData } from "./fair-data";
import type { Company } from "./generate-companies";
import { specialties } from "./origins";
import type { Random } from "./random";
import { producerDescription } from "./text/company-texts";

// Producer rows. Their country and region are those of their products;
// twins of an exhibitor share its brand id.

export function generateProducers(root: Random, data: FairData, producers: Company[]): void {
  const random = root.fork("producers");
  for (const producer of producers) {
    const origin = producer.origin!;
    data.producers.push({
      id: producer.id,
      brand_id: producer.brandId,
      slug: producer.slug,
      name: producer.name,
      country: origin.country,
      region: origin.region,
      founded: producer.founded,
      website: `https://www.${producer.domain}`,
      logo_image_id: null,
      created_at: producer.createdAt,
      updated_at: producer.createdAt,
    });
    const description = producerDescription(
      {
        trade: producer.trade,
        name: producer.brand,
        founded: producer.founded,
        city: producer.city.name,
        countryCode: producer.country,
        region: origin.region,
        specialties: specialties(origin),
        kinds: [origin.kind],
        origins: [origin.country],
        producerCount: 1,
        markets: random.int(3, 30),
        hectares: random.int(3, 120),
      },
      random.int(0, 1),
    );
    for (const locale of LOCALES) {
      data.producerTranslations.push({ producer_id: producer.id, locale, description: description[locale] });
    }
  }
}
