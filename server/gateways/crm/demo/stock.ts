import type { CrmVehicle } from '../port';

/**
 * The demo CRM's lot: forty used cars a mid-sized Brazilian dealer would have on a given day,
 * with prices in line with the used-car market of their year and mileage.
 */
/** code | make | model | version | year | model year | km | price | colour | fuel | transmission | body | plate */
const LOT = `
DM1001|Chevrolet|Onix|LT 1.0 Turbo|2020|2021|45210|62900|Branco|Flex|Manual|hatch|RTA1B23
DM1002|Chevrolet|Onix|Premier 1.0 Turbo|2022|2022|28900|84900|Prata|Flex|Automático|hatch|RTB2C34
DM1003|Chevrolet|Onix Plus|LTZ 1.0 Turbo|2021|2022|39800|79900|Cinza|Flex|Automático|sedan|RTC3D45
DM1004|Chevrolet|Tracker|LT 1.0 Turbo|2021|2021|52300|98900|Vermelho|Flex|Automático|suv|RTD4E56
DM1005|Chevrolet|S10|LTZ 2.8 4x4 Diesel|2019|2020|98700|169900|Preto|Diesel|Automático|pickup|RTE5F67
DM1006|Volkswagen|Gol|1.0 MPI|2019|2020|67400|46900|Branco|Flex|Manual|hatch|QWA1B23
DM1007|Volkswagen|Polo|Highline 1.0 TSI|2020|2021|41800|89900|Azul|Flex|Automático|hatch|QWB2C34
DM1008|Volkswagen|Virtus|Comfortline 1.0 TSI|2021|2022|36500|92900|Prata|Flex|Automático|sedan|QWC3D45
DM1009|Volkswagen|T-Cross|Comfortline 1.0 TSI|2021|2022|44100|114900|Cinza|Flex|Automático|suv|QWD4E56
DM1010|Volkswagen|Nivus|Highline 1.0 TSI|2022|2023|21900|124900|Branco|Flex|Automático|suv|QWE5F67
DM1011|Volkswagen|Amarok|Highline V6 3.0 4x4|2020|2021|87600|219900|Preto|Diesel|Automático|pickup|QWF6G78
DM1012|Fiat|Argo|Drive 1.0|2020|2021|54700|57900|Vermelho|Flex|Manual|hatch|FTA1B23
DM1013|Fiat|Mobi|Like 1.0|2021|2022|31200|49900|Branco|Flex|Manual|hatch|FTB2C34
DM1014|Fiat|Cronos|Drive 1.3 CVT|2021|2022|42900|78900|Prata|Flex|Automático|sedan|FTC3D45
DM1015|Fiat|Toro|Freedom 1.8 AT|2019|2020|76500|99900|Cinza|Flex|Automático|pickup|FTD4E56
DM1016|Fiat|Strada|Volcano 1.3 Cabine Dupla|2022|2022|25800|104900|Branco|Flex|Manual|pickup|FTE5F67
DM1017|Fiat|Pulse|Drive 1.3 CVT|2022|2023|18900|99900|Azul|Flex|Automático|suv|FTF6G78
DM1018|Hyundai|HB20|Comfort 1.0|2019|2019|72100|55900|Prata|Flex|Manual|hatch|HYA1B23
DM1019|Hyundai|HB20|Platinum 1.0 Turbo|2022|2023|19500|87900|Branco|Flex|Automático|hatch|HYB2C34
DM1020|Hyundai|HB20S|Vision 1.6 AT|2020|2020|58900|69900|Preto|Flex|Automático|sedan|HYC3D45
DM1021|Hyundai|Creta|Prestige 2.0 AT|2019|2020|69800|96900|Branco|Flex|Automático|suv|HYD4E56
DM1022|Toyota|Corolla|XEi 2.0 CVT|2020|2021|48700|119900|Prata|Flex|Automático|sedan|TYA1B23
DM1023|Toyota|Corolla|Altis Hybrid 1.8|2021|2022|35400|149900|Preto|Híbrido|Automático|sedan|TYB2C34
DM1024|Toyota|Yaris|XL 1.5 CVT|2020|2021|51200|79900|Vermelho|Flex|Automático|hatch|TYC3D45
DM1025|Toyota|Hilux|SRV 2.8 4x4 Diesel|2018|2019|112400|209900|Branco|Diesel|Automático|pickup|TYD4E56
DM1026|Toyota|Corolla Cross|XRE 2.0 CVT|2022|2022|27600|149900|Cinza|Flex|Automático|suv|TYE5F67
DM1027|Honda|Civic|EXL 2.0 CVT|2018|2018|79300|104900|Preto|Flex|Automático|sedan|HDA1B23
DM1028|Honda|HR-V|EXL 1.8 CVT|2019|2020|63800|109900|Prata|Flex|Automático|suv|HDB2C34
DM1029|Honda|City|EX 1.5 CVT|2021|2022|33900|99900|Branco|Flex|Automático|sedan|HDC3D45
DM1030|Honda|Fit|EX 1.5 CVT|2017|2018|88200|69900|Azul|Flex|Automático|hatch|HDD4E56
DM1031|Renault|Kwid|Zen 1.0|2021|2022|29700|47900|Laranja|Flex|Manual|hatch|RNA1B23
DM1032|Renault|Sandero|Stepway 1.6 CVT|2020|2021|47300|69900|Cinza|Flex|Automático|hatch|RNB2C34
DM1033|Renault|Duster|Iconic 1.6 CVT|2021|2022|38100|94900|Marrom|Flex|Automático|suv|RNC3D45
DM1034|Jeep|Renegade|Longitude 1.8 AT|2019|2020|71400|89900|Verde|Flex|Automático|suv|JPA1B23
DM1035|Jeep|Compass|Limited 2.0 Diesel 4x4|2020|2021|82900|159900|Preto|Diesel|Automático|suv|JPB2C34
DM1036|Jeep|Compass|Sport 1.3 Turbo|2022|2022|26400|144900|Branco|Flex|Automático|suv|JPC3D45
DM1037|Nissan|Kicks|SV 1.6 CVT|2020|2021|53600|89900|Vermelho|Flex|Automático|suv|NSA1B23
DM1038|Nissan|Versa|Advance 1.6 CVT|2021|2022|34800|86900|Prata|Flex|Automático|sedan|NSB2C34
DM1039|Ford|Ka|SE 1.0|2019|2020|61500|49900|Branco|Flex|Manual|hatch|FDA1B23
DM1040|Ford|Ranger|XLT 3.2 4x4 Diesel|2019|2019|104300|179900|Prata|Diesel|Automático|pickup|FDB2C34
DM1041|Ford|EcoSport|Freestyle 1.5 AT|2019|2020|66900|74900|Azul|Flex|Automático|suv|FDC3D45
DM1042|Peugeot|208|Griffe 1.6 AT|2021|2021|39200|82900|Cinza|Flex|Automático|hatch|PGA1B23
`;

type Row = ReturnType<typeof parseRow>;

function parseRow(line: string) {
  const [code, make, model, version, year, modelYear, km, price, color, fuel, transmission, body, plate] =
    line.split('|') as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
  return {
    code,
    make,
    model,
    version,
    year: Number(year),
    modelYear: Number(modelYear),
    km: Number(km),
    price: Number(price),
    color,
    fuel,
    transmission,
    body,
    plate,
  };
}

const ROWS: readonly Row[] = LOT.trim().split('\n').map(parseRow);

/** Where the demo's photos are served (an SVG per car, drawn by this server, so it works offline). */
export const DEMO_PHOTO_DIR = '/demo-crm/fotos/';
export const demoPhotoPath = (code: string, index: number): string => `${DEMO_PHOTO_DIR}${code}-${index}.svg`;

export function demoStock(publicUrl: string): CrmVehicle[] {
  return ROWS.map(
    ({ code, make, model, version, year, modelYear, km, price, color, fuel, transmission, body, plate }) => ({
      externalId: code,
      make,
      model,
      version,
      year,
      modelYear,
      km,
      price,
      color,
      fuel,
      transmission,
      bodyType: body,
      plate,
      photos: [1, 2].map((index) => `${publicUrl}${demoPhotoPath(code, index)}`),
      status: 'available',
    }),
  );
}

/** The demo car of a code, for its photo. */
export const demoCarOf = (code: string): Row | undefined => ROWS.find((row) => row.code === code);
